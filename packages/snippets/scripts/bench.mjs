// `npm run bench` in packages/snippets: ours against the reference generator (@huggingface/inference
// 4.13.30's `snippets.getInferenceSnippets`), in one run, printed as a table with ratios. What was
// measured over time: docs/benchmarks.md at the repository root and this package's README.
//
// Floors (checked at the end; the run fails, naming the row, when one is not held):
//  - getInferenceSnippets at least 10x the reference's calls/s over the matrix below;
//  - bundle budget: getInferenceSnippets at most 30 KB gzip.
// The generator is plain functions: no literal, example or finishing code is kept from one call to
// the next (only the last long string literal per language, which a 1 MB input on /snippets showed
// to matter; see `quoter`).
//
//  - full generation calls per second over a matrix of every provider x task the client serves,
//    each plain, streaming (chat), billed and direct; rates are calls per second of this process's
//    own CPU time, ours and the reference's rounds alternating and each side's best kept, so other
//    work on a shared machine does not decide the ratio;
//  - the same matrix with the caller's own inputs or messages, a new object on every call;
//  - one call with a 1 MB input that needs an escape at nearly every character (escaping is linear);
//  - the esbuild browser bundle of getInferenceSnippets, minified and gzipped (the reference is about
//    97 KB);
//  - getLocalSnippets calls per second over every library x task it lists and a chat model of each
//    local app's files (the reference generator has no local snippets to compare with).
import { PROVIDERS } from "@hubkit/inference";
import { MODEL_LIBRARIES } from "@hubkit/tasks";
import * as reference from "@huggingface/inference";
import { bundleKb } from "../../../scripts/bundle-size.mjs";
import { getInferenceSnippets, getLocalSnippets, setLogger } from "../dist/index.js";

/** The least ratio of our calls/s to the reference's this run must hold. */
const FLOOR = 10;
/** The most KB gzip the generator's browser bundle may weigh. */
const BUNDLE_BUDGET_KB = 30;

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

/** Calls over `cases` per second of this process's CPU time, in one round of about `seconds`. */
function round(generate, cases, seconds) {
	let calls = 0;
	const started = performance.now();
	const cpu = process.cpuUsage();
	while (performance.now() - started < seconds * 1000) {
		for (const c of cases) generate(c);
		calls += cases.length;
	}
	const used = process.cpuUsage(cpu);
	return calls / ((used.user + used.system) / 1e6);
}

/**
 * Calls per second of each generator over the same cases, the best of several rounds, the
 * generators' rounds alternating (a busy moment of this machine slows one round, not one side).
 */
function callsPerSecond(generators, cases, rounds = 5, seconds = 0.6) {
	for (const generate of generators) for (let i = 0; i < 2; i++) for (const c of cases) generate(c);
	const best = generators.map(() => 0);
	for (let r = 0; r < rounds; r++)
		generators.forEach((generate, index) => {
			best[index] = Math.max(best[index], round(generate, cases, seconds));
		});
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
const [local] = callsPerSecond([(model) => getLocalSnippets(model)], LOCAL_CASES);

const produced = CASES.reduce(
	(sum, c) => sum + getInferenceSnippets(c.model, c.provider, c.mapping, c.options).length,
	0,
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
/** The reference's call, a throw counted as a call (counted above). */
const theirCall = (c, options) => {
	try {
		reference.snippets.getInferenceSnippets(c.model, c.provider, c.mapping, options);
	} catch {
		// counted above
	}
};
const [ours, theirs] = callsPerSecond(
	[(c) => getInferenceSnippets(c.model, c.provider, c.mapping, c.options), (c) => theirCall(c, c.options)],
	CASES,
);
const [oursOwn, theirsOwn] = callsPerSecond(
	[
		(c) => getInferenceSnippets(c.model, c.provider, c.mapping, ownInputs(c)),
		(c) => theirCall(c, ownInputs(c)),
	],
	CASES,
);
/** Milliseconds for one call, the best of several (a slow round is this machine's other work); each round gets its own text. */
function msPerCall(generate, rounds = 5) {
	let best = Number.POSITIVE_INFINITY;
	for (let round = 0; round < rounds; round++) {
		const text = `${round}${megabyte}`.slice(0, 2 ** 20);
		const started = performance.now();
		generate(text);
		best = Math.min(best, performance.now() - started);
	}
	return best;
}

// Quotes, controls, separators, lone surrogates, shell syntax: nearly every character needs an escape somewhere.
const HOSTILE_UNIT = `"\\\n\t\u0000\u0007\u200b\u2028\ufeff\udfff\ud800é日👋'$(id)\``;
const megabyte = HOSTILE_UNIT.repeat(Math.ceil(2 ** 20 / HOSTILE_UNIT.length));
const classifier = { id: "acme/classifier", pipeline_tag: "text-classification", tags: [], inference: "" };
const oursMegabyte = msPerCall((inputs) =>
	getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }),
);
const theirsMegabyte = msPerCall((inputs) =>
	reference.snippets.getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }),
);

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
		target: `>= ${FLOOR}x`,
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
		measure: "1 MB input needing escapes",
		unit: "ms/call",
		ours: oursMegabyte.toFixed(0),
		reference: theirsMegabyte.toFixed(0),
		ratio: `${(oursMegabyte / theirsMegabyte).toFixed(1)}x the time`,
		target: "",
	},
	{
		measure: "bundle, browser, min+gzip",
		unit: "KB",
		ours: ourBundle.toFixed(1),
		reference: theirBundle.toFixed(1),
		ratio: `${(theirBundle / ourBundle).toFixed(1)}x smaller`,
		target: `<= ${BUNDLE_BUDGET_KB} KB`,
	},
]);
const missed = [];
if (!(ours / theirs >= FLOOR))
	missed.push(`getInferenceSnippets: ${(ours / theirs).toFixed(2)}x, floor ${FLOOR}x`);
if (!(ourBundle <= BUNDLE_BUDGET_KB))
	missed.push(`bundle: ${ourBundle.toFixed(1)} KB gzip, budget ${BUNDLE_BUDGET_KB} KB`);
if (missed.length > 0) {
	console.error(`Floors not held:\n  ${missed.join("\n  ")}`);
	process.exitCode = 1;
} else {
	console.log(
		`Floors held: getInferenceSnippets >= ${FLOOR}x the reference; bundle <= ${BUNDLE_BUDGET_KB} KB gzip.`,
	);
}
