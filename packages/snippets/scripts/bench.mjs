// `npm run bench` in packages/snippets: ours against the reference generator (@huggingface/inference
// 4.13.30's `snippets.getInferenceSnippets`), in one run:
//  - full generation calls per second over a matrix of every provider x task the client serves,
//    each plain, streaming (chat), billed and direct (target at least 30x the reference);
//  - the same matrix with the caller's own inputs or messages, a new object on every call: the
//    literals of the shared example inputs are written once per process, these never are;
//  - the esbuild browser bundle of getInferenceSnippets, minified and gzipped (target at most 30 KB;
//    the reference is about 97 KB);
//  - getLocalSnippets calls per second over every library x task it lists and a chat model of each
//    local app's files (the reference generator has no local snippets to compare with).
import { PROVIDERS } from "@hubkit/inference";
import { MODEL_LIBRARIES } from "@hubkit/tasks";
import * as reference from "@huggingface/inference";
import { bundleKb } from "../../../scripts/bundle-size.mjs";
import { getInferenceSnippets, getLocalSnippets, setLogger } from "../dist/index.js";

const silent = { debug() {}, info() {}, warn() {}, error() {}, log() {} };
setLogger(silent);
reference.setLogger?.(silent);

/** Every provider x task, as the model and mapping the hub would give, with a few option sets. */
const CASES = Object.entries(PROVIDERS).flatMap(([provider, tasks]) =>
	Object.keys(tasks).flatMap((task) => {
		const chat = task === "conversational";
		const id = `acme/${task}-model`;
		const model = {
			id,
			pipeline_tag: chat ? "text-generation" : task,
			tags: chat ? ["conversational"] : [],
			inference: "",
		};
		const providerId = provider === "openai" ? "gpt-4o-mini" : `${provider}/${task}`;
		const mapping = { provider, hfModelId: id, providerId, status: "live", task };
		const variants = [{}, { billTo: "huggingface" }, { directRequest: true }];
		if (chat) variants.push({ streaming: true }, { temperature: 0, max_tokens: 256 });
		return variants.map((options) => ({ model, provider, mapping, options }));
	}),
);

/** The caller's own inputs for a case, made anew on every call (as a form or an API request would). */
function ownInputs(c) {
	const mine = `mine ${c.provider}`;
	if (c.mapping.task === "conversational")
		return { ...c.options, messages: [{ role: "user", content: `What is ${mine}? It's "new".` }] };
	if (c.mapping.task === "text-to-image" || c.mapping.task === "text-to-video")
		return { ...c.options, inputs: `A lighthouse at dusk, ${mine}` };
	return c.options;
}

/** Calls per second over the matrix, the best of several rounds (this machine's other work only slows a round down). */
function callsPerSecond(generate, cases, rounds = 5, seconds = 0.6) {
	for (let i = 0; i < 2; i++) for (const c of cases) generate(c);
	let best = 0;
	for (let round = 0; round < rounds; round++) {
		let calls = 0;
		const started = performance.now();
		while (performance.now() - started < seconds * 1000) {
			for (const c of cases) generate(c);
			calls += cases.length;
		}
		best = Math.max(best, calls / ((performance.now() - started) / 1000));
	}
	return best;
}

/** Every library with every task it lists, and a chat model of each kind of file the local apps load. */
const LOCAL_CASES = [
	...Object.entries(MODEL_LIBRARIES).flatMap(([library, { tasks }]) =>
		tasks.map((task) => ({ id: `acme/${task}`, pipeline_tag: task, library_name: library, tags: [] })),
	),
	...[["gguf"], ["mlx"], ["transformers", "safetensors"]].map((files) => ({
		id: "acme/chat",
		pipeline_tag: "text-generation",
		tags: [...files, "conversational"],
	})),
];
const localProduced = LOCAL_CASES.reduce((sum, model) => sum + getLocalSnippets(model).length, 0);
const local = callsPerSecond((model) => getLocalSnippets(model), LOCAL_CASES);

const produced = CASES.reduce(
	(sum, c) => sum + getInferenceSnippets(c.model, c.provider, c.mapping, c.options).length,
	0,
);
const ours = callsPerSecond((c) => getInferenceSnippets(c.model, c.provider, c.mapping, c.options), CASES);
const oursOwn = callsPerSecond(
	(c) => getInferenceSnippets(c.model, c.provider, c.mapping, ownInputs(c)),
	CASES,
);
// The reference throws for some cases (e.g. deepinfra speech recognition without a Blob); a throw counts as a call.
let referenceThrows = 0;
for (const c of CASES) {
	try {
		reference.snippets.getInferenceSnippets(c.model, c.provider, c.mapping, c.options);
	} catch {
		referenceThrows++;
	}
}
const theirs = callsPerSecond((c) => {
	try {
		reference.snippets.getInferenceSnippets(c.model, c.provider, c.mapping, c.options);
	} catch {
		// counted above
	}
}, CASES);
const theirsOwn = callsPerSecond((c) => {
	try {
		reference.snippets.getInferenceSnippets(c.model, c.provider, c.mapping, ownInputs(c));
	} catch {
		// as above
	}
}, CASES);
const ourBundle = await bundleKb(
	`import { getInferenceSnippets } from "@hubkit/snippets"; console.log(getInferenceSnippets({ id: "m", tags: [] }, "hf-inference"));`,
);
const theirBundle = await bundleKb(
	`import { snippets } from "@huggingface/inference"; console.log(snippets.getInferenceSnippets({ id: "m", tags: [] }, "hf-inference"));`,
);

console.log(
	`matrix: ${CASES.length} cases (${Object.keys(PROVIDERS).length} providers, every task they serve), ${produced} snippets per pass; the reference throws on ${referenceThrows} cases`,
);
console.table([
	{
		measure: "getInferenceSnippets",
		unit: "calls/s",
		ours: ours.toFixed(0),
		reference: theirs.toFixed(0),
		ratio: `${(ours / theirs).toFixed(1)}x`,
		target: ">= 30x",
	},
	{
		measure: "  with the caller's own inputs",
		unit: "calls/s",
		ours: oursOwn.toFixed(0),
		reference: theirsOwn.toFixed(0),
		ratio: `${(oursOwn / theirsOwn).toFixed(1)}x`,
		target: "",
	},
	{
		measure: `getLocalSnippets (${LOCAL_CASES.length} models, ${localProduced} snippets)`,
		unit: "calls/s",
		ours: local.toFixed(0),
		reference: "",
		ratio: "",
		target: "",
	},
	{
		measure: "bundle, browser, min+gzip",
		unit: "KB",
		ours: ourBundle.toFixed(1),
		reference: theirBundle.toFixed(1),
		ratio: `${(theirBundle / ourBundle).toFixed(1)}x smaller`,
		target: "<= 30 KB",
	},
]);
