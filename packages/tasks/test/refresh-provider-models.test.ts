import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { DEFAULT_MODELS, type Emulator, startEmulator } from "@hubkit/emulator";
import { PROVIDERS } from "@hubkit/inference";
import { PROVIDER_MODULES } from "@hubkit/inference/internal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderModelsTable } from "../src/provider-models/provider-models.js";

const SCRIPT = fileURLToPath(new URL("../scripts/refresh-provider-models.mjs", import.meta.url));
const COMMITTED = fileURLToPath(new URL("../src/provider-models/provider-models-table.ts", import.meta.url));
/** Built at run time so no token-shaped literal is ever committed. */
const HF_TOKEN = `hf_${"x".repeat(34)}`;
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

let emulator: Emulator;
let dir: string;

beforeAll(async () => {
	emulator = await startEmulator({ record: false });
	dir = mkdtempSync(join(tmpdir(), "provider-models-"));
});

afterAll(async () => {
	await emulator?.close();
	if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs the script as a maintainer would, asynchronously so the emulator in this process can answer. */
function refresh(env: Record<string, string>, args: string[] = []) {
	return promisify(execFile)(process.execPath, [SCRIPT, ...args], {
		env: { PATH: process.env.PATH ?? "", ...env },
		encoding: "utf8",
	});
}

async function load(path: string): Promise<ProviderModelsTable> {
	const module = (await import(`${pathToFileURL(path).href}?${Date.now()}`)) as {
		PROVIDER_MODELS: ProviderModelsTable;
	};
	return module.PROVIDER_MODELS;
}

/** What the seeded registry says each routed provider serves live for each task (adapters aside), sorted. */
function seededTable(): Record<string, Record<string, string[]>> {
	const table: Record<string, Record<string, string[]>> = {};
	for (const module of PROVIDER_MODULES.filter((candidate) => candidate.routed)) {
		for (const task of Object.keys(PROVIDERS[module.id] ?? {})) {
			const ids = DEFAULT_MODELS.filter((model) =>
				model.inferenceProviderMapping.some(
					(mapping) =>
						mapping.provider === module.id &&
						mapping.task === task &&
						mapping.status === "live" &&
						!mapping.adapter,
				),
			).map((model) => model.id);
			if (ids.length === 0) continue;
			table[task] ??= {};
			(table[task] as Record<string, string[]>)[module.id] = ids.sort();
		}
	}
	return table;
}

function sorted(models: ProviderModelsTable["models"]): Record<string, Record<string, string[]>> {
	return Object.fromEntries(
		Object.entries(models).map(([task, byProvider]) => [
			task,
			Object.fromEntries(Object.entries(byProvider).map(([provider, ids]) => [provider, [...ids].sort()])),
		]),
	);
}

describe("scripts/refresh-provider-models.mjs against the emulator", () => {
	it("writes, from the hub's model search and the router's model list, what each provider serves", async () => {
		const committed = readFileSync(COMMITTED, "utf8");
		const committedTime = statSync(COMMITTED).mtimeMs;
		const out = join(dir, "table.ts");
		const { stdout } = await refresh({ HF_ENDPOINT: emulator.url, HF_ROUTER_URL: emulator.url, HF_TOKEN }, [
			"--out",
			out,
		]);
		expect(stdout).toContain(out);
		const table = await load(out);
		expect(table.asOf).toBe(new Date().toISOString().slice(0, 10));
		expect(table.source).toContain(`${emulator.url}/api/models?pipeline_tag=`);
		expect(table.source).toContain(`${emulator.url}/v1/models`);
		expect(table.source).not.toContain(HF_TOKEN);
		expect(sorted(table.models)).toEqual(seededTable());
		// A staging mapping and a LoRA are not a provider's models to show.
		expect(table.models.conversational?.["featherless-ai"]).not.toContain("HuggingFaceTB/SmolLM3-3B");
		expect(table.models["text-to-image"]?.["fal-ai"]).not.toContain("openfree/flux-chatgpt-ghibli-lora");
		expect(table.models.conversational).not.toHaveProperty("openai");
		// The committed table is left alone.
		expect(readFileSync(COMMITTED, "utf8")).toBe(committed);
		expect(statSync(COMMITTED).mtimeMs).toBe(committedTime);
	});

	it("writes the same module twice, in alphabetical order of task and provider, to PROVIDER_MODELS_OUT", async () => {
		const first = join(dir, "first.ts");
		const second = join(dir, "second.ts");
		const env = { HF_ENDPOINT: emulator.url, HF_ROUTER_URL: emulator.url, HF_TOKEN };
		await refresh({ ...env, PROVIDER_MODELS_OUT: first });
		await refresh({ ...env, PROVIDER_MODELS_OUT: second });
		expect(readFileSync(second, "utf8")).toBe(readFileSync(first, "utf8"));
		const tasks = Object.keys((await load(first)).models);
		expect(tasks).toEqual([...tasks].sort());
	});

	it("writes the module as the repository's formatter would, so a refresh shows only changed facts", async () => {
		const out = join(dir, "formatted.ts");
		await refresh({ HF_ENDPOINT: emulator.url, HF_ROUTER_URL: emulator.url, HF_TOKEN }, ["--out", out]);
		const written = readFileSync(out, "utf8");
		const formatted = spawnSync(
			join(ROOT, "node_modules/.bin/biome"),
			["format", `--stdin-file-path=${COMMITTED}`],
			{ cwd: ROOT, input: written, encoding: "utf8" },
		);
		expect(formatted.status, formatted.stderr).toBe(0);
		expect(formatted.stdout).toBe(written);
	});

	it("keeps to --limit models a provider", async () => {
		const out = join(dir, "limited.ts");
		await refresh({ HF_ENDPOINT: emulator.url, HF_ROUTER_URL: emulator.url, HF_TOKEN }, [
			"--out",
			out,
			"--limit",
			"1",
		]);
		for (const byProvider of Object.values((await load(out)).models)) {
			for (const ids of Object.values(byProvider)) expect(ids).toHaveLength(1);
		}
	});

	it("refuses an address carrying credentials without repeating them, and names a failed request", async () => {
		const withPassword = emulator.url.replace("http://", "http://user:s3cret-pass@");
		const refused = refresh({ HF_ENDPOINT: withPassword, HF_ROUTER_URL: emulator.url }, [
			"--out",
			join(dir, "x.ts"),
		]);
		await expect(refused).rejects.toMatchObject({
			code: 1,
			stderr: expect.stringContaining("HF_ENDPOINT must not carry credentials"),
		});
		await expect(refused).rejects.not.toMatchObject({ stderr: expect.stringContaining("s3cret") });
		const unauthorised = refresh({ HF_ENDPOINT: emulator.url, HF_ROUTER_URL: emulator.url }, [
			"--out",
			join(dir, "y.ts"),
		]);
		await expect(unauthorised).rejects.toMatchObject({
			code: 1,
			stderr: expect.stringMatching(/GET http:\/\/127\.0\.0\.1:\d+\/v1\/models answered 401/),
		});
	});
});
