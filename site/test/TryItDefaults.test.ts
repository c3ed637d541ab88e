// @vitest-environment node
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { DEFAULT_MODELS, type Emulator, startEmulator } from "@hubkit/emulator";
import { PIPELINE_TYPES } from "@hubkit/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArgs } from "../app/components/try-it/call-args.js";
import { resultShape } from "../app/components/try-it/result-shape.js";
import { runTask, streamChat } from "../app/components/try-it/run-call.js";
import { tryItProps } from "../app/lib/try-it-data.server.js";

const MEDIA = join(dirname(createRequire(import.meta.url).resolve("@hubkit/tasks/package.json")), "media");
const MEDIA_TYPES: Record<string, string> = { png: "image/png", flac: "audio/flac" };

/** The demo sample at a site address (/media/tasks/<name>), read from @hubkit/tasks as the site serves it. */
async function loadSample(url: string): Promise<Blob> {
	const name = url.slice(url.lastIndexOf("/") + 1);
	const type = MEDIA_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
	return new Blob([await readFile(join(MEDIA, name))], { type });
}

const panels = PIPELINE_TYPES.flatMap((id) => {
	const props = tryItProps(id);
	return props ? [props] : [];
});

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
});
afterAll(() => emulator.close());

describe("the Try it panels' defaults", () => {
	it("exist for the pages whose task the client serves, with a provider and a model", () => {
		expect(panels.map((props) => props.task)).toEqual(
			expect.arrayContaining([
				"text-classification",
				"token-classification",
				"text-generation",
				"text-to-image",
			]),
		);
		expect(panels.map((props) => props.task)).not.toContain("text-ranking");
		for (const props of panels) {
			expect(props.providers.length, props.task).toBeGreaterThan(0);
			expect(props.model, props.task).toMatch(/^[\w.-]+\/[\w.-]+$/);
		}
	});

	it.each(panels.map((props) => [props.task, props] as const))(
		"%s: the emulator serves the default model on the default provider",
		(_, props) => {
			const task = props.chat ? "conversational" : props.task;
			const mapping = DEFAULT_MODELS.find((model) => model.id === props.model)?.inferenceProviderMapping.find(
				(entry) => entry.provider === props.providers[0] && entry.task === task,
			);
			expect(mapping?.status, `${props.model} on ${props.providers[0]} for ${task}`).toBe("live");
		},
	);

	it.each(panels.map((props) => [props.task, props] as const))(
		"%s: Run with the default fields and no parameters gets an answer from the emulator",
		async (_, props) => {
			const target = {
				token: "hf_emulator",
				provider: props.providers[0] ?? "",
				model: props.model,
				routerUrl: emulator.url,
				hubUrl: emulator.url,
			};
			const args = await buildArgs(props, {}, {}, loadSample);
			const signal = new AbortController().signal;
			if (props.chat) {
				let text = "";
				await streamChat(target, args, signal, (piece) => {
					text += piece;
				});
				expect(text).not.toBe("");
			} else {
				const answer = await runTask(props.method, target, args, signal);
				expect(resultShape(answer).kind).toMatch(/^(labels|tokens|media|tracks|text|json)$/);
				expect(answer).toBeDefined();
			}
		},
	);
});
