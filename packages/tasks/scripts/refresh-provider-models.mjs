/**
 * Refreshes the table of which models each provider serves for each task
 * (`src/provider-models/provider-models-table.ts`) from the hub's public APIs, as the hub's own docs
 * build theirs:
 *   GET {HF_ENDPOINT}/api/models?pipeline_tag=T&inference_provider=P&expand[]=inferenceProviderMapping&limit=N
 * for every task each routed provider module of @hubkit/inference serves, plus, for chat, the
 * router's list of chat models, GET {HF_ROUTER_URL}/v1/models.
 *
 * Run from the repository root, after `npm run build` (the provider list is read from the built client):
 *   node packages/tasks/scripts/refresh-provider-models.mjs [--out <path>] [--limit <n>] [--timeout <s>]
 * Environment: HF_ENDPOINT (default https://huggingface.co), HF_ROUTER_URL (default
 * https://router.huggingface.co), HF_TOKEN (optional, sent to both), PROVIDER_MODELS_OUT (the
 * output path, as --out).
 *
 * The output is deterministic for given answers: tasks and providers in alphabetical order, each
 * provider's models in the order the hub ranks them (the router's extra chat models after), at most
 * `limit` each, and today's date as `asOf`. It is written plainly and laid out by the repository's
 * formatter (Biome), so a refresh shows only the facts that changed.
 *
 * The answers are a server's to choose, so every one is read with bounds (time, bytes, entries) and
 * checked: a malformed answer ends the run with one line saying what is wrong where, ids the client
 * would refuse are left out (and named), and nothing a server sent reaches the terminal unescaped.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PROVIDERS } from "@hubkit/inference";
import { HUB_ID_REGEXP, PROVIDER_MODULES, scrub } from "@hubkit/inference/internal";

const DEFAULT_OUT = fileURLToPath(
	new URL("../src/provider-models/provider-models-table.ts", import.meta.url),
);
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The hub pipeline tags whose models a provider task is served for (the task itself otherwise): chat
 * models are tagged text or vision generation, embedders often sentence-similarity, and models
 * editing or animating an image with a prompt are often tagged by an older image or video task.
 */
const PIPELINE_TAGS = {
	conversational: ["text-generation", "image-text-to-text"],
	"feature-extraction": ["feature-extraction", "sentence-similarity"],
	"image-text-to-image": ["image-text-to-image", "image-to-image"],
	"image-text-to-video": ["image-text-to-video", "image-to-video", "text-to-video"],
};

/** The largest answer read: the router's list of every chat model is a few MB, a search page far less. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** The most models the router's list may name (it names about 150 today). */
export const MAX_ROUTER_MODELS = 5000;
/** The most providers one model may list, on the router or in the hub's mapping. */
const MAX_PROVIDERS = 200;
/** How much of a server's text a message shows. */
const SHOWN_LENGTH = 120;

/** Why the run ends: one line for the maintainer, never a stack trace. */
export class RefreshRefusal extends Error {
	name = "RefreshRefusal";
}

/**
 * A server's text as a message may show it: quoted, with control and format characters (escape
 * sequences, bidirectional overrides) and line separators escaped, since a terminal would act on
 * them, and cut to {@link SHOWN_LENGTH} characters (`length` is the whole text's, when `text` is already a part).
 */
export function shown(text, length = text.length) {
	const cut = text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
	const escaped = cut.replace(/[\p{Cc}\p{Cf}\u2028\u2029"\\]/gu, (char) =>
		char === '"' || char === "\\"
			? `\\${char}`
			: `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
	);
	return `"${escaped}"${length > SHOWN_LENGTH ? ` (${length} characters)` : ""}`;
}

/** A server's text as {@link shown} shows it, with the token scrubbed in every form the client scrubs it. */
function fromServer(text, settings) {
	return shown(scrub(text, settings.token ? [settings.token] : [], 4096), text.length);
}

/** What a JSON value is, for a message: `null`, `a list`, `an object`, `a string`, … */
function kindOf(value) {
	if (value === null) return "null";
	if (Array.isArray(value)) return "a list";
	return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** A field of a parsed answer, read as its own property only (`__proto__` and `constructor` are data here). */
const own = (record, key) => (Object.hasOwn(record, key) ? record[key] : undefined);

/** The refusal for a value that is not what `where` should hold. */
function wrongShape(answer, where, value, expected) {
	return new RefreshRefusal(`${answer}: ${where} is ${kindOf(value)}, not ${expected}`);
}

/** A string field, or the refusal saying what it is instead. */
function text(answer, record, key, where) {
	const value = own(record, key);
	if (typeof value !== "string") throw wrongShape(answer, `${where}.${key}`, value, "a string");
	return value;
}

/** Ends the run with `message` as its one line on stderr. */
function fail(message) {
	process.stderr.write(`refresh-provider-models: ${message}\n`);
	process.exit(1);
}

/** A base URL from the environment, without credentials (they would end up in the table and in messages). */
function baseUrl(variable, fallback) {
	const raw = process.env[variable] || fallback;
	let url;
	try {
		url = new URL(raw);
	} catch {
		throw new RefreshRefusal(`${variable} must be an http(s) URL`);
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") {
		throw new RefreshRefusal(`${variable} must be an http(s) URL`);
	}
	if (url.username || url.password) {
		throw new RefreshRefusal(`${variable} must not carry credentials; set HF_TOKEN instead`);
	}
	return url.href.replace(/\/+$/, "");
}

/** The command line's options, or the refusal naming the one it does not take. */
function commandLine() {
	try {
		return parseArgs({
			options: {
				out: { type: "string" },
				limit: { type: "string", default: "10" },
				timeout: { type: "string", default: "30" },
			},
		}).values;
	} catch (error) {
		throw new RefreshRefusal(
			`the command line: ${shown(error instanceof Error ? error.message : String(error))}`,
		);
	}
}

function options() {
	const values = commandLine();
	const limit = Number(values.limit);
	if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
		throw new RefreshRefusal(`--limit must be an integer from 1 to 1000; got ${shown(values.limit)}`);
	}
	const timeout = Number(values.timeout);
	if (!Number.isFinite(timeout) || timeout <= 0 || timeout > 600) {
		throw new RefreshRefusal(
			`--timeout must be a number of seconds above 0, at most 600; got ${shown(values.timeout)}`,
		);
	}
	return {
		out: resolve(values.out ?? process.env.PROVIDER_MODELS_OUT ?? DEFAULT_OUT),
		limit,
		timeoutMs: timeout * 1000,
		hub: baseUrl("HF_ENDPOINT", "https://huggingface.co"),
		router: baseUrl("HF_ROUTER_URL", "https://router.huggingface.co"),
		token: process.env.HF_TOKEN || undefined,
	};
}

/** The body of an answer, read until {@link MAX_ANSWER_BYTES} and no further. */
async function boundedText(response, url) {
	const declared = Number(response.headers.get("content-length"));
	const tooLarge = () =>
		new RefreshRefusal(
			`GET ${url} answered more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB; nothing was written`,
		);
	if (declared > MAX_ANSWER_BYTES) throw tooLarge();
	const chunks = [];
	let size = 0;
	for await (const chunk of response.body ?? []) {
		size += chunk.byteLength;
		if (size > MAX_ANSWER_BYTES) throw tooLarge();
		chunks.push(chunk);
	}
	return Buffer.concat(chunks).toString("utf8");
}

/**
 * GETs a JSON answer within the run's time limit (the whole exchange, body included) and size limit.
 * Messages name the URL built here (no token is in it) and show a server's words only through {@link fromServer}.
 */
async function getJson(url, settings) {
	const signal = AbortSignal.timeout(settings.timeoutMs);
	const seconds = settings.timeoutMs / 1000;
	try {
		const response = await fetch(url, {
			headers: settings.token ? { authorization: `Bearer ${settings.token}` } : {},
			signal,
		});
		const body = await boundedText(response, url);
		if (!response.ok)
			throw new RefreshRefusal(`GET ${url} answered ${response.status}: ${fromServer(body, settings)}`);
		try {
			return JSON.parse(body);
		} catch {
			throw new RefreshRefusal(
				`GET ${url} answered with something that is not JSON: ${fromServer(body, settings)}`,
			);
		}
	} catch (error) {
		if (error instanceof RefreshRefusal) throw error;
		if (signal.aborted) throw new RefreshRefusal(`GET ${url} did not answer within ${seconds} s`);
		const cause = error instanceof Error ? (error.cause ?? error) : error;
		const why = cause instanceof Error ? cause.message : String(cause);
		throw new RefreshRefusal(`GET ${url} failed: ${fromServer(why, settings)}`);
	}
}

/**
 * The mapping entries of a listed model, in either form the hub answers (a list of entries naming
 * their provider, or an object by provider), each with the fields the table is chosen by.
 */
function mappingEntries(answer, mapping, where) {
	if (mapping === undefined || mapping === null) return [];
	const pairs = Array.isArray(mapping)
		? mapping.map((entry, index) => [undefined, entry, `${where}[${index}]`])
		: isRecord(mapping)
			? Object.entries(mapping).map(([provider, entry]) => [provider, entry, `${where}[${shown(provider)}]`])
			: undefined;
	if (!pairs) throw wrongShape(answer, where, mapping, "a list or an object of providers");
	if (pairs.length > MAX_PROVIDERS) {
		throw new RefreshRefusal(`${answer}: ${where} names more than ${MAX_PROVIDERS} providers`);
	}
	return pairs.map(([key, entry, at]) => {
		if (!isRecord(entry)) throw wrongShape(answer, at, entry, "a provider's mapping");
		const adapter = own(entry, "adapter");
		if (adapter !== undefined && adapter !== null && typeof adapter !== "string") {
			throw wrongShape(answer, `${at}.adapter`, adapter, "a string");
		}
		return {
			provider: key ?? text(answer, entry, "provider", at),
			status: text(answer, entry, "status", at),
			task: text(answer, entry, "task", at),
			adapter: typeof adapter === "string" && adapter !== "",
		};
	});
}

/**
 * The ids of a hub model search's answer that `provider` serves live for `task`. LoRA adapters are
 * left out: they run on their base model's deployment, and a page's default should be a model of its own.
 */
export function readHubSearch(answer, { provider, task, limit, what }) {
	if (!Array.isArray(answer)) throw wrongShape(what, "the answer", answer, "a list of models");
	if (answer.length > limit) {
		throw new RefreshRefusal(`${what}: the answer lists ${answer.length} models where ${limit} were asked`);
	}
	return answer.flatMap((model, index) => {
		if (!isRecord(model)) throw wrongShape(what, `[${index}]`, model, "a model");
		const id = text(what, model, "id", `[${index}]`);
		const entries = mappingEntries(
			what,
			own(model, "inferenceProviderMapping"),
			`[${index}].inferenceProviderMapping`,
		);
		const served = entries.some(
			(entry) =>
				entry.provider === provider && entry.task === task && entry.status === "live" && !entry.adapter,
		);
		return served ? [id] : [];
	});
}

/** The router's chat models by provider, from its `/v1/models` answer (live providers only). */
export function readRouterList(answer, what) {
	if (!isRecord(answer)) throw wrongShape(what, "the answer", answer, "an object");
	const data = own(answer, "data");
	if (!Array.isArray(data)) throw wrongShape(what, "data", data, "a list of models");
	if (data.length > MAX_ROUTER_MODELS) {
		throw new RefreshRefusal(`${what}: data lists ${data.length} models, more than ${MAX_ROUTER_MODELS}`);
	}
	const byProvider = new Map();
	data.forEach((model, index) => {
		const where = `data[${index}]`;
		if (!isRecord(model)) throw wrongShape(what, where, model, "a model");
		const id = text(what, model, "id", where);
		const providers = own(model, "providers");
		if (!Array.isArray(providers)) throw wrongShape(what, `${where}.providers`, providers, "a list");
		if (providers.length > MAX_PROVIDERS) {
			throw new RefreshRefusal(`${what}: ${where}.providers names more than ${MAX_PROVIDERS} providers`);
		}
		providers.forEach((entry, place) => {
			const at = `${where}.providers[${place}]`;
			if (!isRecord(entry)) throw wrongShape(what, at, entry, "a provider");
			const provider = text(what, entry, "provider", at);
			if (text(what, entry, "status", at) !== "live") return;
			if (!byProvider.has(provider)) byProvider.set(provider, []);
			byProvider.get(provider).push(id);
		});
	});
	return byProvider;
}

/**
 * The ids to write for one provider and task: each once, only those the client takes as hub ids
 * (the others could never be called), at most `limit`. `refused` collects the ids left out.
 */
export function keepIds(found, limit, refused = []) {
	const kept = [];
	for (const id of new Set(found)) {
		if (!HUB_ID_REGEXP.test(id)) refused.push(id);
		else if (kept.length < limit) kept.push(id);
	}
	return kept;
}

async function hubModels(settings, task, provider) {
	const ids = [];
	for (const tag of PIPELINE_TAGS[task] ?? [task]) {
		const query = new URLSearchParams({ pipeline_tag: tag, inference_provider: provider });
		query.append("expand[]", "inferenceProviderMapping");
		query.set("limit", String(settings.limit));
		const url = `${settings.hub}/api/models?${query}`;
		const answer = await getJson(url, settings);
		ids.push(...readHubSearch(answer, { provider, task, limit: settings.limit, what: `GET ${url}` }));
	}
	return ids;
}

/** The table as a TypeScript module, laid out by the formatter as if a maintainer had saved it. */
export function tableModule(table) {
	const models = Object.fromEntries(
		Object.keys(table.models)
			.sort()
			.map((task) => [
				task,
				Object.fromEntries(
					Object.keys(table.models[task])
						.sort()
						.map((provider) => [provider, table.models[task][provider]]),
				),
			]),
	);
	const plain = `import type { ProviderModelsTable } from "./table-type.js";

/**
 * Which hub models each inference provider serves for each task (see \`ProviderModelsTable\`);
 * \`source\` says where the facts came from. Refresh it with \`scripts/refresh-provider-models.mjs\`,
 * which asks the hub and the router and writes this module, rather than by hand.
 */
export const PROVIDER_MODELS: ProviderModelsTable = ${JSON.stringify({ asOf: table.asOf, source: table.source, models }, null, "\t")};
`;
	return format(plain);
}

/** Biome's layout of `source` as the committed table's, read through the repository's own configuration. */
function format(source) {
	const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
	const formatted = spawnSync(process.execPath, [biome, "format", `--stdin-file-path=${DEFAULT_OUT}`], {
		cwd: ROOT,
		input: source,
		encoding: "utf8",
		timeout: 60_000,
	});
	if (formatted.status !== 0) {
		throw new RefreshRefusal(
			`the formatter did not lay out the table: ${shown(formatted.stderr || String(formatted.error ?? ""))}`,
		);
	}
	return formatted.stdout;
}

async function main() {
	const settings = options();
	const routerUrl = `${settings.router}/v1/models`;
	const router = readRouterList(await getJson(routerUrl, settings), `GET ${routerUrl}`);
	const models = {};
	const empty = [];
	const refused = [];
	for (const module of PROVIDER_MODULES) {
		// The hub lists no mapping for providers the client only calls directly (their ids are not hub ids).
		if (!module.routed) continue;
		for (const task of Object.keys(PROVIDERS[module.id] ?? {})) {
			const found = await hubModels(settings, task, module.id);
			if (task === "conversational") found.push(...(router.get(module.id) ?? []));
			const ids = keepIds(found, settings.limit, refused);
			if (ids.length === 0) {
				empty.push(`${task}/${module.id}`);
				continue;
			}
			models[task] ??= {};
			models[task][module.id] = ids;
		}
	}
	const asOf = new Date().toISOString().slice(0, 10);
	const source = `${settings.hub}/api/models?pipeline_tag=<tag>&inference_provider=<provider>&expand[]=inferenceProviderMapping and ${settings.router}/v1/models, asked on ${asOf}`;
	writeFileSync(settings.out, tableModule({ asOf, source, models }));
	process.stdout.write(`Wrote ${settings.out}\n`);
	if (refused.length > 0) {
		const named = [...new Set(refused)];
		process.stderr.write(
			`Left out ${named.length} ids the client refuses as hub ids: ${named
				.slice(0, 10)
				.map((id) => fromServer(id, settings))
				.join(", ")}${named.length > 10 ? ", …" : ""}\n`,
		);
	}
	if (empty.length > 0) {
		process.stderr.write(`No live model found for: ${empty.join(", ")}\n`);
	}
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	try {
		await main();
	} catch (error) {
		// A refusal is the message; anything else is a bug here, said in one line all the same.
		fail(error instanceof RefreshRefusal ? error.message : `unexpected ${shown(String(error))}`);
	}
}
