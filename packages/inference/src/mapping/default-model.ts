import { hubUrlFrom } from "../defaults/hosts.js";
import { InferenceClientHubApiError, InferenceClientInputError } from "../errors/errors.js";
import type { InferenceTask } from "../inference-tasks.js";
import { type CallContext, createCallContext } from "../request/call-context.js";
import { readCapped } from "../request/read-capped.js";
import { type ErrorWording, send } from "../request/send.js";
import { checkId } from "../validation/ids.js";

type Catalogue = Record<string, { models?: unknown } | undefined>;

/**
 * The lookup's own limit: it runs for every caller waiting on it, so no caller's signal or
 * timeout can be its; each caller still stops waiting at its own.
 */
const LOOKUP_TIMEOUT_MS = 30_000;
/** The hub's task catalogue is a few hundred KB; anything far larger is not it. */
const MAX_CATALOGUE_BYTES = 16 * 1024 * 1024;

const WORDING: ErrorWording = {
	api: "hub",
	message: (detail) => `Failed to load tasks definitions from Hugging Face Hub: ${detail}`,
};

/** Lookups under way or done, per fetch and per hub: different hubs or fetches never share an answer. */
const catalogues = new WeakMap<object, Map<string, Promise<Catalogue>>>();
/** Stands for the runtime's fetch as a key. */
const RUNTIME_FETCH = {};

function isRecord(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === "object" && !Array.isArray(value);
}

async function loadCatalogue(ctx: CallContext, url: string): Promise<Catalogue> {
	const response = await send({ url, method: "GET", headers: {} }, ctx, WORDING);
	const malformed = (detail: string, body: unknown) =>
		new InferenceClientHubApiError(
			WORDING.message(`malformed API response, ${detail}`),
			{ url, method: "GET" },
			{ requestId: response.headers.get("x-request-id") ?? "", status: response.status, body },
		);
	const { bytes, complete } = await ctx.race(readCapped(response, MAX_CATALOGUE_BYTES));
	if (!complete) throw malformed(`larger than ${MAX_CATALOGUE_BYTES} bytes`, "");
	const text = new TextDecoder().decode(bytes);
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		throw malformed("invalid JSON", text);
	}
	if (!isRecord(parsed)) throw malformed("not an object of tasks", parsed);
	for (const [task, entry] of Object.entries(parsed)) {
		if (!isRecord(entry) || (entry.models !== undefined && !Array.isArray(entry.models))) {
			throw malformed(`the entry for ${task} is not a task with a list of models`, entry);
		}
	}
	return parsed as Catalogue;
}

/**
 * The hub's catalogue, fetched once per hub and fetch and shared by every caller. It runs in a
 * context of its own, without any caller's signal: one caller giving up must not fail the others
 * waiting on the same lookup. A failed lookup is dropped, so the next call asks again.
 */
function sharedCatalogue(hubUrl: string, fetchFn: typeof fetch | undefined): Promise<Catalogue> {
	const key = fetchFn ?? RUNTIME_FETCH;
	let byHub = catalogues.get(key);
	if (!byHub) {
		byHub = new Map();
		catalogues.set(key, byHub);
	}
	const known = byHub.get(hubUrl);
	if (known) return known;
	const ctx = createCallContext(
		{ hubUrl, timeoutMs: LOOKUP_TIMEOUT_MS, ...(fetchFn ? { fetch: fetchFn } : {}) },
		undefined,
	);
	const lookup = loadCatalogue(ctx, `${hubUrl}/api/tasks`).finally(() => ctx.dispose());
	const table = byHub;
	table.set(hubUrl, lookup);
	lookup.catch(() => {
		if (table.get(hubUrl) === lookup) table.delete(hubUrl);
	});
	return lookup;
}

/** The hub's recommended model for a task, from its `/api/tasks` catalogue; the caller waits no longer than its own signal and limits allow. */
export async function defaultModelFor(task: InferenceTask, ctx: CallContext): Promise<string> {
	const catalogue = await ctx.race(sharedCatalogue(hubUrlFrom(ctx.options.hubUrl), ctx.options.fetch));
	const first: unknown = (catalogue[task]?.models as unknown[] | undefined)?.[0];
	const id = isRecord(first) ? first.id : undefined;
	if (id === undefined || id === "") {
		throw new InferenceClientInputError(
			`No default model defined for task ${task}, please define the model explicitly.`,
		);
	}
	checkId(id, "hub model id", `the default model for ${task}`, "hub");
	return id as string;
}
