import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, type InferenceSnippetOptions } from "../src/index.js";
import { snippetsMatchClient } from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

const run = snippetEmulator();

/** Texts a search by value could take for the sample file: empty, its name, the start of a data URL, markers. */
const LOOKALIKES = [
	"",
	"cat.png",
	"cats.jpg",
	"data:image/png;base64,",
	"data:image/jpeg;base64,",
	"__hubkit_sample_file__",
	"\u0000sample-file\u0000",
	"encoded",
	"file_url",
	'inputs: "cat.png"',
];
const lookalike = fc.oneof(fc.constantFrom(...LOOKALIKES), fc.string({ maxLength: 8 }));

/** Runs the snippets of a call that can run here, and checks each sends the client's request. */
async function sameAsClient(
	provider: string,
	task: string,
	inputs: unknown,
	clients: string[],
): Promise<void> {
	const options: InferenceSnippetOptions = inputs === undefined ? {} : { inputs };
	const { ran } = await snippetsMatchClient(
		run.emulator,
		run.samples,
		{ provider, task, options },
		(snippet) => clients.includes(snippet.client),
	);
	expect(ran.sort()).toEqual([...clients].sort());
}

describe("the sample file lands in its own field, whatever the other fields hold (property)", () => {
	it("document question answering: the image, never the question", async () => {
		await fc.assert(
			fc.asyncProperty(lookalike, async (question) => {
				await sameAsClient("hf-inference", "document-question-answering", { image: "cat.png", question }, [
					"requests",
				]);
			}),
			{ numRuns: 6, examples: [[""], ["data:image/png;base64,"], ["__hubkit_sample_file__"]] },
		);
	});

	it("a provider that takes a data URL, or base64 in JSON: the image goes where the client puts it", async () => {
		await sameAsClient("replicate", "image-to-image", undefined, ["requests", "fetch", "huggingface.js"]);
		await sameAsClient("hf-inference", "image-to-image", undefined, ["requests", "fetch", "huggingface.js"]);
		// fal-ai takes a WAV recording, its type spelled audio/x-wav in the data URL.
		await sameAsClient("fal-ai", "automatic-speech-recognition", undefined, [
			"requests",
			"fetch",
			"huggingface.js",
		]);
	});

	it("huggingface_hub writes the question as itself, whatever it holds", () => {
		const model = { id: "acme/dqa", pipeline_tag: "document-question-answering", tags: [] };
		for (const question of LOOKALIKES) {
			const python = getInferenceSnippets(model, "hf-inference", undefined, {
				inputs: { image: "cat.png", question },
			}).find(({ client }) => client === "huggingface_hub")?.content;
			expect(python).toContain(`"question": ${JSON.stringify(question).replaceAll("\\u0000", "\\x00")},`);
		}
	});

	it("text that names a file is text, for a task that takes text", async () => {
		await sameAsClient("hf-inference", "text-classification", "cat.png", [
			"curl",
			"requests",
			"fetch",
			"huggingface.js",
		]);
	});
});
