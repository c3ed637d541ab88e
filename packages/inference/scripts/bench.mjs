// `npm run bench` in packages/inference: ours against the reference client (@huggingface/inference
// 4.13.30), in one run, printed as a table with ratios. What was measured over time, and why the
// floors are these: docs/benchmarks.md at the repository root.
//
// The rows:
//  - chatCompletion over loopback HTTP: the call through the runtime's own fetch to a server in
//    another process (loopback-server.mjs), as a user's call runs, network stack included;
//  - chatCompletion in process, through a fetch that answers at once: with a minimal response object,
//    so the figure is the clients' own work, as each client calls by default and with the reference
//    given our time limit (a controller per call, aborted by a timer cleared when the call ends); and
//    with undici's Response, whose construction and body reading (the same for both) dominate a call
//    that does no network at all. Every call of ours has a time limit (10 minutes by default), so a
//    signal; the reference's call has one only when its caller passes it;
//  - streaming: 20 MB of SSE in 64-byte network chunks, fed to each client's parser (ours decoding and
//    parsing text as ServerSentEventReader does, the reference's getLines and getMessages), read from
//    a stream and parsed, and through chatCompletionStream end to end (JSON parsing of every chunk
//    included), plus our wrapper against eventsource-parser alone;
//  - bundle size: esbuild, browser, minified, gzip, of InferenceClient + chatCompletion and of the
//    free function chatCompletion. `node scripts/bench.mjs --bundle-only` (after `npm run build`)
//    measures these rows alone and checks their budget: they need no idle machine.
// The call rows count calls per second of this process's CPU time, the two clients' rounds
// alternating and each side's best kept, so other work on a shared machine does not decide the ratio;
// the streaming rows are in wall time, the best of three runs.
//
// Floors (checked at the end; the run fails, naming the row, when one is not held):
//  - a call over loopback HTTP through the runtime's fetch: no slower than the reference (1.0x);
//  - SSE parsing, the chunks fed to each parser: at least 1.5x the reference;
//  - bundle budget: InferenceClient + chatCompletion at most 28 KB gzip.
// The other rows are context, not floors; the in-process ones measure microseconds no user can tell
// over a network, most of them the default time limit's signal. The snippet generator's floor and
// bundle budget are checked by its own bench (packages/snippets/scripts/bench.mjs).
import { fork } from "node:child_process";
import { once } from "node:events";
import * as reference from "@huggingface/inference";
import { createParser } from "eventsource-parser";
// The reference's SSE parser is not exported; it is loaded from its file, to measure parsing alone.
import {
	getBytes,
	getLines,
	getMessages,
} from "../../../node_modules/@huggingface/inference/dist/esm/vendor/fetch-event-source/parse.js";
import { bundleKb } from "../../../scripts/bundle-size.mjs";
import * as ours from "../dist/index.js";
import * as oursInternal from "../dist/internal.js";
// Our default limit for a call, which the reference is given on one row.
import { DEFAULT_TIMEOUT_MS } from "../dist/request/call-context.js";

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const TOKEN = ["hf", "bench".repeat(7)].join("_");
const MESSAGES = [{ role: "user", content: "Hello" }];

const MAPPING = JSON.stringify({
	_id: "bench",
	id: MODEL,
	inferenceProviderMapping: [
		{ provider: "hf-inference", providerId: MODEL, status: "live", task: "conversational" },
	],
});
const COMPLETION = JSON.stringify({
	id: "chatcmpl-1",
	object: "chat.completion",
	created: 1,
	model: MODEL,
	choices: [{ index: 0, message: { role: "assistant", content: "Hi!" }, finish_reason: "stop" }],
	usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});
const JSON_HEADERS = { "content-type": "application/json" };

/** Answers at once, from memory, with undici's Response: the mapping lookup and the chat call. */
async function instantFetch(url) {
	return new Response(String(url).includes("/api/models/") ? MAPPING : COMPLETION, { headers: JSON_HEADERS });
}

/** Answers at once with the least a client reads from a response: status, headers, JSON body. */
const SHARED_HEADERS = new Headers(JSON_HEADERS);
async function minimalFetch(url) {
	const text = String(url).includes("/api/models/") ? MAPPING : COMPLETION;
	return {
		ok: true,
		status: 200,
		headers: SHARED_HEADERS,
		json: async () => JSON.parse(text),
		text: async () => text,
	};
}

/**
 * Calls per second of this process's CPU time, in one round of about `seconds`: on a shared
 * machine, wall time counts the other processes' work too, and decides nothing about ours.
 */
async function callsPerSecond(call, seconds = 1) {
	let calls = 0;
	const started = performance.now();
	const cpu = process.cpuUsage();
	while (performance.now() - started < seconds * 1000) {
		for (let i = 0; i < 100; i++) await call();
		calls += 100;
	}
	const used = process.cpuUsage(cpu);
	return calls / ((used.user + used.system) / 1e6);
}

// A 20 MB stream of chat chunks, cut into 64-byte network chunks at arbitrary places.
const EVENT = `data: ${JSON.stringify({
	id: "c",
	object: "chat.completion.chunk",
	created: 1,
	model: MODEL,
	choices: [{ index: 0, delta: { content: "token " }, finish_reason: null }],
})}\n\n`;
const STREAM_BYTES = 20 * 1024 * 1024;
const STREAM_TEXT = `${EVENT.repeat(Math.ceil(STREAM_BYTES / EVENT.length))}data: [DONE]\n\n`;
const STREAM = new TextEncoder().encode(STREAM_TEXT);
const PIECE = 64;

/** `whole` cut into 64-byte (or 64-character) network chunks, at arbitrary places. */
function cut(whole) {
	const pieces = [];
	for (let offset = 0; offset < whole.length; offset += PIECE)
		pieces.push(whole.slice(offset, offset + PIECE));
	return pieces;
}
const BYTE_PIECES = cut(STREAM);

function sseResponse() {
	let next = 0;
	const body = new ReadableStream({
		pull(controller) {
			for (const end = Math.min(next + 256, BYTE_PIECES.length); next < end; next++) {
				controller.enqueue(BYTE_PIECES[next]);
			}
			if (next === BYTE_PIECES.length) controller.close();
		},
	});
	return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

async function streamFetch(url) {
	return String(url).includes("/api/models/")
		? new Response(MAPPING, { headers: JSON_HEADERS })
		: sseResponse();
}

async function megabytesPerSecond(consume, runs = 3) {
	let best = 0;
	for (let run = 0; run < runs; run++) {
		const started = performance.now();
		const chunks = await consume();
		const seconds = (performance.now() - started) / 1000;
		if (chunks < 1000) throw new Error(`only ${chunks} chunks arrived`);
		best = Math.max(best, STREAM.length / 1024 / 1024 / seconds);
	}
	return best;
}

async function countChunks(iterable) {
	let chunks = 0;
	for await (const chunk of iterable) if (chunk.choices?.[0]?.delta?.content) chunks++;
	return chunks;
}

async function rawParser(feedAll) {
	return megabytesPerSecond(async () => {
		let events = 0;
		feedAll(() => events++);
		return events;
	});
}

const PIECES = cut(STREAM_TEXT);
const STREAMING = { stream: true };

/** `--bundle-only`: the bundle rows alone, which need no idle machine (the call and stream rows do). */
const BUNDLE_ONLY = process.argv.includes("--bundle-only");
const rows = [];
/** What this run must hold, by row: the least ratio to the reference, or the most KB gzip. */
const FLOORS = new Map([
	["chatCompletion over loopback HTTP", { ratio: 1.0 }],
	["SSE parsing, 20 MB fed in 64-byte chunks", { ratio: 1.5 }],
	["bundle: InferenceClient + chatCompletion", { kb: 28 }],
]);
const missed = [];

/** A floor as the table and the summary print it. */
const stated = (floor) => (floor.ratio === undefined ? `<= ${floor.kb} KB` : `>= ${floor.ratio}x`);

const row = (measure, unit, ourValue, referenceValue, higherIsBetter = true) => {
	const ratio = referenceValue
		? higherIsBetter
			? ourValue / referenceValue
			: referenceValue / ourValue
		: undefined;
	const floor = FLOORS.get(measure);
	const held =
		floor === undefined || (floor.ratio === undefined ? ourValue <= floor.kb : ratio >= floor.ratio);
	if (!held)
		missed.push(
			`${measure}: ${floor.ratio === undefined ? `${ourValue.toFixed(1)} KB` : `${ratio?.toFixed(2)}x`}, floor ${stated(floor)}`,
		);
	rows.push({
		measure,
		unit,
		ours: ourValue.toFixed(1),
		reference: referenceValue ? referenceValue.toFixed(1) : "-",
		ratio: ratio ? `${ratio.toFixed(2)}x` : "-",
		floor: floor === undefined ? "(context)" : stated(floor),
		held: floor === undefined ? "-" : held ? "held" : "MISSED",
	});
};

const silent = { debug() {}, info() {}, warn() {}, error() {}, log() {} };
ours.setLogger(silent);
reference.setLogger?.(silent);

/** Prints the rows and checks the floors; with `--bundle-only`, the bundle's alone. */
function report() {
	console.table(rows);
	const checked = [...FLOORS].filter(([measure]) => !BUNDLE_ONLY || measure.startsWith("bundle:"));
	// A floor whose row was renamed would otherwise go unchecked.
	for (const [measure] of checked)
		if (!rows.some((measured) => measured.measure === measure)) missed.push(`${measure}: no row measures it`);
	if (missed.length > 0) {
		console.error(`Floors not held:\n  ${missed.join("\n  ")}`);
		process.exitCode = 1;
	} else {
		console.log(
			`Floors held: ${checked.map(([measure, floor]) => `${measure} ${stated(floor)}`).join("; ")}.`,
		);
	}
}

row(
	"bundle: InferenceClient + chatCompletion",
	"KB gzip",
	await bundleKb(
		`import { InferenceClient } from "@hubkit/inference"; console.log(new InferenceClient("t").chatCompletion({ model: "m", messages: [] }));`,
	),
	await bundleKb(
		`import { InferenceClient } from "@huggingface/inference"; console.log(new InferenceClient("t").chatCompletion({ model: "m", messages: [] }));`,
	),
	false,
);
row(
	"bundle: chatCompletion alone",
	"KB gzip",
	await bundleKb(
		`import { chatCompletion } from "@hubkit/inference"; console.log(chatCompletion({ model: "m", messages: [] }));`,
	),
	await bundleKb(
		`import { chatCompletion } from "@huggingface/inference"; console.log(chatCompletion({ model: "m", messages: [] }));`,
	),
	false,
);

if (BUNDLE_ONLY) {
	report();
	process.exit();
}

/**
 * A row of calls per CPU second: each client warmed up, then rounds alternating between them, each
 * side's best kept, so a noisy moment does not decide the ratio.
 */
async function compareCalls(label, [ourCall, referenceCall], warmup = 2000) {
	const calls = [ourCall, referenceCall];
	for (const call of calls) for (let i = 0; i < warmup; i++) await call();
	const best = [0, 0];
	for (let round = 0; round < 5; round++) {
		for (const [side, call] of calls.entries()) best[side] = Math.max(best[side], await callsPerSecond(call));
	}
	row(label, "calls/CPU-s", best[0], best[1]);
}

/**
 * A call of the reference's bounded as ours are by default, the way our client bounds its own: one
 * controller per call, aborted by a timer that is cleared when the call ends. (`AbortSignal.timeout`
 * would leave every call's timer pending for the 10 minutes, and their collection on the reference's
 * account.)
 */
async function withTimeLimit(call) {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), DEFAULT_TIMEOUT_MS);
	try {
		return await call(controller.signal);
	} finally {
		clearTimeout(timer);
	}
}

/** A call of the reference's as its caller writes it by default: no signal, so no time limit. */
const unbounded = (call) => call(undefined);

const args = { model: MODEL, provider: "hf-inference", messages: MESSAGES };
for (const [label, fetchFn, bound] of [
	["chatCompletion in process", minimalFetch, unbounded],
	["chatCompletion in process, the reference with our time limit", minimalFetch, withTimeLimit],
	["chatCompletion in process, undici Response", instantFetch, unbounded],
]) {
	const ourClient = new ours.InferenceClient(TOKEN, { fetch: fetchFn });
	const referenceClient = new reference.InferenceClient(TOKEN, { fetch: fetchFn });
	await compareCalls(label, [
		() => ourClient.chatCompletion(args),
		() => bound((signal) => referenceClient.chatCompletion(args, signal && { signal })),
	]);
}

{
	// The same call through the runtime's own fetch to a server on loopback: what a user's call costs
	// this process, network stack included (the server runs in another process).
	const server = fork(new URL("./loopback-server.mjs", import.meta.url));
	const [port] = await once(server, "message");
	const endpointUrl = `http://127.0.0.1:${port}`;
	const loopbackArgs = { model: MODEL, messages: MESSAGES, endpointUrl };
	const ourClient = new ours.InferenceClient(TOKEN, { endpointUrl });
	const referenceClient = new reference.InferenceClient(TOKEN, { endpointUrl });
	await compareCalls(
		"chatCompletion over loopback HTTP",
		[() => ourClient.chatCompletion(loopbackArgs), () => referenceClient.chatCompletion(loopbackArgs)],
		1000,
	);
	server.disconnect();
}

const ourStreamClient = new ours.InferenceClient(TOKEN, { fetch: streamFetch });
const referenceStreamClient = new reference.InferenceClient(TOKEN, { fetch: streamFetch });
row(
	"chatCompletionStream, 20 MB SSE",
	"MB/s",
	await megabytesPerSecond(() => countChunks(ourStreamClient.chatCompletionStream(args))),
	await megabytesPerSecond(() => countChunks(referenceStreamClient.chatCompletionStream(args))),
);
row(
	"SSE parsing, 20 MB fed in 64-byte chunks",
	"MB/s",
	// What ServerSentEventReader does with each chunk it reads, and what the reference's getBytes does.
	await megabytesPerSecond(async () => {
		let events = 0;
		const decoder = new TextDecoder();
		const parser = new oursInternal.ServerSentEventParser(() => events++);
		for (const piece of BYTE_PIECES) parser.feed(decoder.decode(piece, STREAMING));
		parser.feed(decoder.decode());
		parser.end();
		return events;
	}),
	await megabytesPerSecond(async () => {
		let events = 0;
		const onChunk = getLines(
			getMessages(
				() => {},
				() => {},
				() => events++,
			),
		);
		for (const piece of BYTE_PIECES) onChunk(piece);
		return events;
	}),
);
row(
	"SSE stream read and parsed, 64-byte chunks",
	"MB/s",
	await megabytesPerSecond(async () => {
		let events = 0;
		const reader = new oursInternal.ServerSentEventReader(sseResponse().body);
		for (let batch = await reader.next(); batch; batch = await reader.next()) events += batch.length;
		return events;
	}),
	await megabytesPerSecond(async () => {
		let events = 0;
		await getBytes(
			sseResponse().body,
			getLines(
				getMessages(
					() => {},
					() => {},
					() => events++,
				),
			),
		);
		return events;
	}),
);
row(
	"SSE parser: our wrapper vs eventsource-parser alone",
	"MB/s",
	await rawParser((onEvent) => {
		const parser = new oursInternal.ServerSentEventParser(onEvent);
		for (const piece of PIECES) parser.feed(piece);
		parser.end();
	}),
	await rawParser((onEvent) => {
		const parser = createParser({ onEvent });
		for (const piece of PIECES) parser.feed(piece);
	}),
);

report();
