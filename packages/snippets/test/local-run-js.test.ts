import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLocalSnippets } from "../src/index.js";
import { type FileHub, type RepoFiles, startFileHub } from "./support/local-js/file-hub.js";
import { tinyModelFiles } from "./support/local-js/tiny-model.js";
import {
	ANSWERS,
	BIGRAMS,
	EMBEDDINGS,
	ENTITIES,
	embeddingRow,
	MASKED,
	SENTIMENT,
	TOPICS,
} from "./support/local-js/tiny-models.js";
import { colourClassifierFiles } from "./support/local-js/tiny-vision.js";

/**
 * The transformers.js snippets, run for real: Node, @huggingface/transformers 4.3.1 and
 * onnxruntime-node's CPU binary (shipped inside its npm package, bin/napi-v6/linux/x64; its install
 * script only fetches the CUDA providers, so allowScripts leaves it off) run tiny models written on
 * this machine and served by a loopback hub. A snippet's file is the generator's text as it is; a
 * preload sets the library's `env.remoteHost`, as a reader of a self-hosted hub does.
 */

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../../..");
const PRELOAD = new URL("./support/local-js/self-hosted-hub.mjs", import.meta.url).pathname;
const RUN_IN_TURN = new URL("./support/local-js/run-in-turn.mjs", import.meta.url).pathname;
const WRITE_IMAGE = new URL("./support/local-js/write-image.mjs", import.meta.url).pathname;
/** run-in-turn.mjs's marker line before each file's output (and before a file's error). */
const MARKER = "\u0000hubkit-snippet\u0000";
/** The text the embedding snippet embeds: the feature-extraction task's example. */
const SUNNY = "Today is a sunny day and I will get some ice cream.";

const REPOS: Record<string, { task: string; files: RepoFiles }> = {
	"hubkit-tests/tiny-sentiment": { task: "text-classification", files: tinyModelFiles(SENTIMENT) },
	"hubkit-tests/tiny-ner": { task: "token-classification", files: tinyModelFiles(ENTITIES) },
	"hubkit-tests/tiny-embeddings": { task: "feature-extraction", files: tinyModelFiles(EMBEDDINGS) },
	"hubkit-tests/tiny-qa": { task: "question-answering", files: tinyModelFiles(ANSWERS) },
	"hubkit-tests/tiny-lm": { task: "text-generation", files: tinyModelFiles(BIGRAMS) },
	"hubkit-tests/tiny-mlm": { task: "fill-mask", files: tinyModelFiles(MASKED) },
	"hubkit-tests/tiny-nli": { task: "zero-shot-classification", files: tinyModelFiles(TOPICS) },
	"hubkit-tests/tiny-colours": { task: "image-classification", files: colourClassifierFiles() },
};

let hub: FileHub;

/** What each snippet printed, by name; filled once every snippet has run. */
const printedBy = new Map<string, string>();

beforeAll(async () => {
	hub = await startFileHub(Object.fromEntries(Object.entries(REPOS).map(([id, { files }]) => [id, files])));
	const names = Object.keys(SNIPPETS);
	const outputs = await runSnippets(names.map((name) => SNIPPETS[name] ?? ""));
	for (const [i, name] of names.entries()) printedBy.set(name, outputs[i] ?? "");
}, 180_000);

afterAll(async () => {
	await hub?.close();
});

/**
 * The transformers.js snippet for one of the tiny models, given its input (or the task's example)
 * and any more tags (`conversational` makes a text-generation model a chat model).
 */
function snippetFor(id: string, inputs?: string, tags: string[] = []): string {
	const task = REPOS[id]?.task;
	const snippets = getLocalSnippets(
		{ id, pipeline_tag: task, library_name: "transformers.js", tags: ["transformers.js", "onnx", ...tags] },
		inputs === undefined ? {} : { inputs },
	);
	const code = snippets.find((snippet) => snippet.name === "transformers.js");
	if (!code?.content.includes(`pipeline(${JSON.stringify(task)}, ${JSON.stringify(id)})`)) {
		throw new Error(`no transformers.js pipeline for ${id} among ${snippets.map((s) => s.name).join(", ")}`);
	}
	return code.content;
}

/** The snippets that run, by name: the generator's text for each tiny model, as it is. */
const SNIPPETS: Record<string, string> = {
	praise: snippetFor("hubkit-tests/tiny-sentiment"),
	blame: snippetFor("hubkit-tests/tiny-sentiment", "I hate this awful, boring movie."),
	entities: snippetFor("hubkit-tests/tiny-ner"),
	embedding: snippetFor("hubkit-tests/tiny-embeddings", SUNNY),
	answer: snippetFor("hubkit-tests/tiny-qa"),
	story: snippetFor("hubkit-tests/tiny-lm"),
	chat: snippetFor("hubkit-tests/tiny-lm", undefined, ["conversational"]),
	masked: snippetFor("hubkit-tests/tiny-mlm"),
	topics: snippetFor("hubkit-tests/tiny-nli"),
	colour: snippetFor("hubkit-tests/tiny-colours"),
};

const output = (name: string) => printedBy.get(name) ?? "";

/**
 * Runs snippets with Node, each in a file of its own, one after another in one process (see
 * run-in-turn.mjs: the library and ONNX Runtime load once, about a second of CPU saved per
 * snippet), in a folder that links the repository's node_modules as a project with the package
 * installed has it. The folder is outside the package's `.runs/`, which another test run's end
 * empties, in the middle of this one's when runs overlap on a shared machine. Gives what each
 * snippet printed, or the error it ended in.
 */
async function runSnippets(contents: readonly string[]): Promise<string[]> {
	const dir = mkdtempSync(join(tmpdir(), "hubkit-local-js-"));
	try {
		symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
		const files = contents.map((content, i) => {
			writeFileSync(join(dir, `snippet-${i}.mjs`), content);
			return `snippet-${i}.mjs`;
		});
		// The reader's own image comes first, as it would be in their folder before they run anything.
		const { stdout } = await run(
			process.execPath,
			["--import", PRELOAD, RUN_IN_TURN, WRITE_IMAGE, ...files],
			{
				cwd: dir,
				// Printed objects are read back as text: no colours, whatever the test run forces (CI sets FORCE_COLOR).
				env: {
					...process.env,
					FORCE_COLOR: "0",
					HF_ENDPOINT: hub.url,
					TRANSFORMERS_JS_CACHE: join(dir, "cache"),
				},
				timeout: 120_000,
			},
		);
		// Each part: "start <file>\n", what the file printed, and any "error …" marker after it; the
		// first part is the image writer's.
		return stdout
			.split(`${MARKER}start `)
			.slice(2)
			.map((part) => part.slice(part.indexOf("\n") + 1).replaceAll(MARKER, ""));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** Every `{ … key: 'value' … }` pair console.log printed for the given keys, in order. */
function printed(stdout: string, key: string): string[] {
	return [...stdout.matchAll(new RegExp(`${key}: '([^']*)'`, "g"))].map((match) => match[1] ?? "");
}

function scores(stdout: string): number[] {
	return [...stdout.matchAll(/score: ([\d.e-]+)/g)].map((match) => Number(match[1]));
}

describe("transformers.js snippets run as written against a self-hosted hub", () => {
	it("text-classification: the task's example is praise, a reader's complaint is not", () => {
		const praise = output("praise");
		expect(printed(praise, "label"), praise).toEqual(["POSITIVE"]);
		expect(scores(praise)[0]).toBeGreaterThan(0.9);
		const blame = output("blame");
		expect(printed(blame, "label"), blame).toEqual(["NEGATIVE"]);
		expect(scores(blame)[0]).toBeGreaterThan(0.9);
	});

	it("token-classification: the names in the task's example are people, and nothing else is an entity", () => {
		const stdout = output("entities");
		expect(printed(stdout, "entity"), stdout).toEqual(["PER", "PER", "PER", "PER"]);
		expect(printed(stdout, "word")).toEqual(["sarah", "jessica", "parker", "jessica"]);
		for (const score of scores(stdout)) expect(score).toBeGreaterThan(0.9);
	});

	it("feature-extraction: the mean of the text's token vectors, normalized", () => {
		const text = SUNNY;
		const stdout = output("embedding");
		expect(SNIPPETS.embedding).toContain(JSON.stringify(text));
		const vectors = JSON.parse(stdout) as number[][];
		// What BERT's tokenizer makes of the text: lower case, words and punctuation, [CLS] … [SEP].
		const tokens = ["[CLS]", ...(text.toLowerCase().match(/\w+|[^\s\w]/g) ?? []), "[SEP]"];
		const rows = tokens.map(embeddingRow);
		const mean = [0, 1, 2, 3].map((i) => rows.reduce((sum, row) => sum + (row[i] ?? 0), 0) / rows.length);
		const norm = Math.hypot(...mean);
		expect(vectors).toHaveLength(1);
		expect(vectors[0]).toHaveLength(4);
		for (const [i, value] of (vectors[0] ?? []).entries())
			expect(value).toBeCloseTo((mean[i] ?? 0) / norm, 5);
	});

	it("question-answering: the task's example question finds the name in its context", () => {
		const stdout = output("answer");
		expect(printed(stdout, "answer"), stdout).toEqual(["clara"]);
		expect(scores(stdout)[0]).toBeGreaterThan(0.9);
	});

	it("text-generation: the task's example prompt is continued, and a chat question answered", () => {
		const story = output("story");
		expect(printed(story, "generated_text"), story).toEqual([
			"can you please let us know more details about your order.",
		]);
		const chat = output("chat");
		// The reply is decoded from the new tokens alone, which the decoder starts with a space.
		expect(printed(chat, "content"), chat).toEqual(["What is the capital of France?", " paris."]);
		expect(printed(chat, "role")).toEqual(["user", "assistant"]);
	});

	it("fill-mask: the task's example gets the answer to the universe", () => {
		const stdout = output("masked");
		expect(printed(stdout, "token_str")[0], stdout).toBe("42");
		expect(printed(stdout, "sequence")[0]).toBe("the answer to the universe is 42.");
		expect(scores(stdout)[0]).toBeGreaterThan(0.9);
	});

	it("zero-shot-classification: the task's example, a reader who wants to be reimbursed, is about a refund", () => {
		const stdout = output("topics");
		const labels = /labels: \[([^\]]*)\]/.exec(stdout)?.[1]?.match(/'[^']*'/g);
		expect(labels, stdout).toHaveLength(3);
		expect(labels?.[0]).toBe("'refund'");
		const ranked = /scores: \[([^\]]*)\]/.exec(stdout)?.[1]?.split(",").map(Number) ?? [];
		expect(ranked[0]).toBeGreaterThan(0.9);
	});

	it("image-classification: the reader's red cats.jpg is red", () => {
		const stdout = output("colour");
		expect(SNIPPETS.colour).toContain('pipe("cats.jpg")');
		// The image pipeline gives its top five labels, best first: here all three colours.
		expect(printed(stdout, "label"), stdout).toEqual(["red", "green", "blue"]);
		expect(scores(stdout)[0]).toBeGreaterThan(0.9);
	});

	it("read every model from the loopback hub", () => {
		const served = new Set(
			hub.requests.filter((request) => request.status === 200).map((request) => request.path),
		);
		for (const id of Object.keys(REPOS)) {
			for (const file of Object.keys(REPOS[id]?.files ?? {})) {
				expect(served, `${id} ${file}`).toContain(`/${id}/resolve/main/${file}`);
			}
		}
	});
});
