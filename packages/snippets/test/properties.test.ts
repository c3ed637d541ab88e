import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../src/index.js";
import { parseErrors } from "./support/parse-check.js";
import { cleanRuns, runSnippet } from "./support/run-snippet.js";
import { loadSamples, seeded } from "./support/same-request.js";

const HUB_TOKEN = ["hf", "property".repeat(4)].join("_");

/** Text that breaks naive quoting, plus any text at all. */
const HOSTILE = [
	'it\'s "quoted" \\ back\\slash',
	"line one\nline two\r\n\ttabbed",
	"{curly} {{doubled}} %s %(name)s",
	// biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion is exactly what this text must carry
	"$(touch canary-dollar) `touch canary-tick` ${HOME} ; touch canary-semicolon",
	"'; touch canary-quote; echo '",
	"שלום, 世界, привет 👋",
	"\u2028\u2029\u0000\u0007",
	"\"\"\" ''' </script>",
];
const text = fc.oneof(
	fc.constantFrom(...HOSTILE),
	fc.string({ unit: "grapheme", maxLength: 40 }),
	fc.string({ unit: "binary", maxLength: 20 }),
);
/**
 * Header values every client sends alike: visible ASCII, any of it (spaces inside only; other
 * values are refused, see header-values.test.ts).
 */
const headerText = fc
	.string({
		unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
		minLength: 1,
		maxLength: 24,
	})
	.map((text) => text.trim() || "x");
/** A token is one word of visible ASCII. */
const tokenText = headerText.map((text) => text.replaceAll(" ", "_"));

const chat = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};
const classifier = {
	id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	pipeline_tag: "text-classification",
	tags: [],
};

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => {
	await emulator.close();
	cleanRuns();
});

describe("snippets for any value (property)", () => {
	it("parse in their language whatever the inputs, messages, model id, bill-to, token and endpoint hold", async () => {
		await fc.assert(
			fc.asyncProperty(
				text,
				text,
				headerText,
				tokenText,
				fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 30 }),
				fc.boolean(),
				async (input, message, billTo, token, path, streaming) => {
					const snippets = [
						...getInferenceSnippets(classifier, "hf-inference", undefined, {
							inputs: input,
							billTo,
							accessToken: token,
						}),
						...getInferenceSnippets(chat, "together", undefined, {
							messages: [{ role: "user", content: message }],
							billTo,
							streaming,
						}),
						...getInferenceSnippets({ ...chat, id: `${path}/${message}` }, "hf-inference", undefined, {
							endpointUrl: `http://localhost:8080/${path}`,
						}),
					];
					expect(await parseErrors(snippets)).toEqual([]);
				},
			),
			{ numRuns: 12 },
		);
	});

	it("deliver every value byte for byte, and never run a command hidden in one (curl, requests, fetch)", async () => {
		const values = [
			...HOSTILE,
			...fc.sample(fc.string({ unit: "grapheme", maxLength: 30 }), { numRuns: 3, seed: 11 }),
		];
		for (const value of values) {
			const snippets = getInferenceSnippets(classifier, "hf-inference", undefined, {
				inputs: value,
				routerUrl: emulator.url,
			}).filter((snippet) => ["curl", "requests", "fetch"].includes(snippet.client));
			expect(snippets).toHaveLength(3);
			for (const snippet of snippets) {
				emulator.reset();
				const { dir } = await runSnippet(snippet, { HF_TOKEN: HUB_TOKEN }, {});
				const received = emulator.requests.filter((request) => request.url.startsWith("/hf-inference/"));
				// The emulator decodes the body as UTF-8, as any server would: lone surrogates cannot travel.
				const sent = new TextDecoder().decode(new TextEncoder().encode(value));
				expect(
					(received[0]?.json as { inputs?: string } | undefined)?.inputs,
					`${snippet.client}: ${JSON.stringify(value)}`,
				).toBe(sent);
				for (const canary of ["canary-dollar", "canary-tick", "canary-semicolon", "canary-quote"]) {
					expect(existsSync(join(dir, canary)), `${snippet.client} ran ${canary}`).toBe(false);
				}
			}
		}
	});

	it("deliver a value beside the sample file in curl's JSON body byte for byte, and never run it", async () => {
		const samples = await loadSamples(emulator);
		const { model } = seeded("hf-inference", "image-to-image");
		for (const value of HOSTILE) {
			const curl = getInferenceSnippets(model, "hf-inference", undefined, {
				parameters: { prompt: value },
				routerUrl: emulator.url,
			}).find((snippet) => snippet.client === "curl");
			if (!curl) throw new Error("no curl snippet");
			emulator.reset();
			const { dir } = await runSnippet(curl, { HF_TOKEN: HUB_TOKEN }, samples);
			const received = emulator.requests.find((request) => request.url.startsWith("/hf-inference/"));
			const body = received?.json as { inputs?: string; parameters?: { prompt?: string } } | undefined;
			const sent = new TextDecoder().decode(new TextEncoder().encode(value));
			expect(body?.parameters?.prompt, JSON.stringify(value)).toBe(sent);
			expect(body?.inputs).toBe(Buffer.from(samples["cat.png"] as Uint8Array).toString("base64"));
			for (const canary of ["canary-dollar", "canary-tick", "canary-semicolon", "canary-quote"])
				expect(existsSync(join(dir, canary)), `curl ran ${canary}`).toBe(false);
		}
	});
});
