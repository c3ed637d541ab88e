import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
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

/** How the hostile server answers: the router's list, the hub's search (by query), or undefined for the default. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let hostile: { server: Server; url: string; router?: Handler; hub?: Handler };

/** An answer of JSON (or of any text, given as a string that is not JSON). */
function answer(res: ServerResponse, body: unknown, status = 200) {
	res.writeHead(status, { "content-type": "application/json" });
	res.end(typeof body === "string" ? body : JSON.stringify(body));
}

beforeAll(async () => {
	emulator = await startEmulator({ record: false });
	dir = mkdtempSync(join(tmpdir(), "provider-models-"));
	const server = createServer((req, res) => {
		const route = req.url?.startsWith("/v1/models") ? hostile.router : hostile.hub;
		if (route) route(req, res);
		else answer(res, req.url?.startsWith("/v1/models") ? { object: "list", data: [] } : []);
	});
	await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
	hostile = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});

afterAll(async () => {
	await emulator?.close();
	hostile?.server.closeAllConnections();
	await new Promise((done) => hostile?.server.close(done));
	if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * V8 compiles the script's wasm HTTP parser (undici's llhttp, behind fetch) with Liftoff only. By
 * default it is also recompiled with TurboFan on background threads, and Node waits for those
 * before it exits (`NodePlatform::DrainTasks`, nodejs/node src/node_platform.cc at fa3c0e00): each
 * run stayed about 0.15 s after its work was done. The script runs the same either way.
 */
const NODE_FLAGS = ["--liftoff-only"];

/** Runs the script as a maintainer would, asynchronously so the emulator in this process can answer. */
function refresh(env: Record<string, string>, args: string[] = []) {
	return promisify(execFile)(process.execPath, [...NODE_FLAGS, SCRIPT, ...args], {
		env: { PATH: process.env.PATH ?? "", ...env },
		encoding: "utf8",
	});
}

/** What a run against the hostile server (as hub and router) ends with, exit code included. */
async function refreshHostile(
	handlers: { router?: Handler; hub?: Handler },
	args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string; out: string }> {
	hostile.router = handlers.router;
	hostile.hub = handlers.hub;
	const out = join(dir, `hostile-${Math.random().toString(36).slice(2)}.ts`);
	try {
		const { stdout, stderr } = await refresh(
			{ HF_ENDPOINT: hostile.url, HF_ROUTER_URL: hostile.url, HF_TOKEN },
			["--out", out, ...args],
		);
		return { code: 0, stdout, stderr, out };
	} catch (error) {
		const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
		return { code, stdout, stderr, out };
	} finally {
		hostile.router = undefined;
		hostile.hub = undefined;
	}
}

/** A run that ends as a refusal should: exit 1, one line naming the script, no stack trace, nothing written. */
function expectOneLineRefusal(run: { code: number; stdout: string; stderr: string; out: string }) {
	expect(run.code, run.stderr).toBe(1);
	expect(run.stderr).toMatch(/^refresh-provider-models: [^\n]+\n$/);
	expect(run.stderr).not.toMatch(/\n\s+at /);
	expect(run.stdout).not.toContain("Wrote");
	expect(existsSync(run.out)).toBe(false);
}

/** No byte a terminal acts on: escape sequences, other controls, bidirectional overrides, line separators. */
const TERMINAL_CONTROLS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

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

	it("refuses an address carrying credentials without repeating them", async () => {
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
	});

	it("needs no token: the hub's model search and the router's model list are both public", async () => {
		const out = join(dir, "anonymous.ts");
		await refresh({ HF_ENDPOINT: emulator.url, HF_ROUTER_URL: emulator.url }, ["--out", out]);
		expect(sorted((await load(out)).models)).toEqual(seededTable());
	});
});

/** A router list that serves `ids` for chat on together, live. */
const routerServing = (ids: unknown[]) => ({
	object: "list",
	data: ids.map((id) => ({ id, providers: [{ provider: "together", status: "live" }] })),
});

describe("scripts/refresh-provider-models.mjs against a hostile hub and router", () => {
	it("writes only ids the client takes as hub ids, and names the others escaped", async () => {
		const refused = [
			"acme/..",
			`acme/${"x".repeat(5000)}`,
			"acme/red\u001b[31m",
			"../etc",
			"acme/a b",
			"a//b",
		];
		const run = await refreshHostile({
			router: (_req, res) => answer(res, routerServing(["acme/good", ...refused, "__proto__/constructor"])),
		});
		expect(run.code, run.stderr).toBe(0);
		const table = await load(run.out);
		expect(table.models.conversational?.together).toEqual(["acme/good", "__proto__/constructor"]);
		expect(Object.keys(table.models)).toEqual(["conversational"]);
		expect(run.stderr).toContain("Left out 6 ids the client refuses as hub ids");
		expect(run.stderr).toContain('"acme/red\\u001b[31m"');
		expect(run.stderr).toContain("(5005 characters)");
		expect(run.stderr.replaceAll("\n", "")).not.toMatch(TERMINAL_CONTROLS);
		const written = readFileSync(run.out, "utf8");
		expect(written).not.toContain("acme/..");
		expect(written).not.toMatch(/x{513}/);
		expect(written).not.toContain("\u001b");
	});

	const malformedRouter: [string, unknown][] = [
		["null", null],
		["a list instead of the list object", []],
		["data that is null", { data: null }],
		["a model that is null", { data: [null] }],
		["an id that is a number", { data: [{ id: 5, providers: [] }] }],
		["providers that are a string", { data: [{ id: "acme/a", providers: "together" }] }],
		["providers that are missing", { data: [{ id: "acme/a" }] }],
		["a provider entry that is null", { data: [{ id: "acme/a", providers: [null] }] }],
		[
			"a provider name that is a number",
			{ data: [{ id: "acme/a", providers: [{ provider: 3, status: "live" }] }] },
		],
		["a status that is missing", { data: [{ id: "acme/a", providers: [{ provider: "together" }] }] }],
		["text that is not JSON", '{"data": ['],
	];
	it.each(malformedRouter)("refuses a router list with %s in one line", async (_name, body) => {
		expectOneLineRefusal(await refreshHostile({ router: (_req, res) => answer(res, body) }));
	});

	const malformedSearch: [string, unknown][] = [
		["an object instead of a list", {}],
		["a model that is null", [null]],
		["an id that is null", [{ id: null }]],
		["a mapping that is a number", [{ id: "acme/a", inferenceProviderMapping: 7 }]],
		["a mapping entry that is null", [{ id: "acme/a", inferenceProviderMapping: [null] }]],
		[
			"a status that is null",
			[{ id: "acme/a", inferenceProviderMapping: { together: { status: null, task: "conversational" } } }],
		],
		[
			"an adapter that is an object",
			[
				{
					id: "acme/a",
					inferenceProviderMapping: [
						{ provider: "together", status: "live", task: "conversational", adapter: {} },
					],
				},
			],
		],
	];
	it.each(malformedSearch)("refuses a hub search answer with %s in one line", async (_name, body) => {
		expectOneLineRefusal(await refreshHostile({ hub: (_req, res) => answer(res, body) }));
	});

	it("names the failed request with the server's words escaped, and never the token", async () => {
		const run = await refreshHostile({
			hub: (req, res) =>
				answer(
					res,
					`\u001b]0;owned\u0007\u001b[2J\u202eno token ${req.headers.authorization} ${encodeURIComponent(HF_TOKEN)}`,
					503,
				),
		});
		expectOneLineRefusal(run);
		expect(run.stderr).toMatch(
			/GET http:\/\/127\.0\.0\.1:\d+\/api\/models\?\S+ answered 503: "\\u001b\]0;owned/,
		);
		expect(run.stderr.replaceAll("\n", "")).not.toMatch(TERMINAL_CONTROLS);
		expect(run.stderr).not.toContain(HF_TOKEN);
		expect(run.stderr).not.toContain(encodeURIComponent(HF_TOKEN));
		expect(run.stderr).toContain("[redacted]");
	});

	it("refuses an option it does not take in one line", async () => {
		const run = await refreshHostile({}, ["--bogus"]);
		expectOneLineRefusal(run);
		expect(run.stderr).toContain("the command line: \"Unknown option '--bogus'");
	});

	it("gives up on a server that never answers, within the time limit", async () => {
		const run = await refreshHostile({ router: () => undefined }, ["--timeout", "1"]);
		expectOneLineRefusal(run);
		expect(run.stderr).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/v1\/models did not answer within 1 s/);
	});

	it("stops reading an answer larger than the size limit", async () => {
		const run = await refreshHostile({
			router: (_req, res) => {
				res.writeHead(200, { "content-type": "application/json" });
				const chunk = Buffer.alloc(1024 * 1024, " ");
				// 40 MB, then the end: more than the script reads, bounded so that no run waits forever.
				let sent = 0;
				const more = () => {
					while (sent < 40 && !res.destroyed) {
						sent++;
						if (!res.write(chunk)) return void res.once("drain", more);
					}
					res.end("{}");
				};
				res.write('{"data": [');
				more();
			},
		});
		expectOneLineRefusal(run);
		expect(run.stderr).toContain("answered more than 32 MB");
	});

	it("refuses lists longer than it asked for or than the router serves", async () => {
		const ids = Array.from({ length: 3 }, (_, index) => ({ id: `acme/m${index}` }));
		expectOneLineRefusal(await refreshHostile({ hub: (_req, res) => answer(res, ids) }, ["--limit", "2"]));
		const many = Array.from({ length: 5001 }, (_, index) => `acme/m${index}`);
		const run = await refreshHostile({ router: (_req, res) => answer(res, routerServing(many)) });
		expectOneLineRefusal(run);
		expect(run.stderr).toContain("more than 5000");
	});
});
