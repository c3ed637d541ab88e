import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";
import type { InferenceProviderMappingEntry } from "../mapping/mapping-entry.js";
import { splitModelId } from "../router-policies/split-model-id.js";
import {
	HUB_CHARACTERS,
	HUB_ID_REGEXP,
	MAX_ID_LENGTH,
	MODEL_ID_REGEXP,
	pathSource,
	ROUTER_SELECTOR_SOURCE,
} from "./hub-id.js";

/**
 * Ids that end up in URLs (hub model ids, provider model ids, adapter paths) are checked before any
 * request is built: an id is a path of plain segments, never something a URL parser would read as
 * a scheme, a host, a parent directory, a query or a fragment. Ids come from callers and from the
 * hub's answers, so neither can move a request (and the token with it) out of its route.
 */

/** Hub repositories: `owner/name` (or a legacy single name) of ASCII letters, digits, `-`, `_` and `.` (hub-id.ts). */
const HUB_SEGMENT = new RegExp(`^${HUB_CHARACTERS}+$`);
/** Provider ids are freer: `accounts/x/models/y`, `owner/model:version`, `model@2024-06`. */
const PROVIDER_CHARACTERS = "[A-Za-z0-9._~:@-]";
/** Repository files are named more freely (`Ghibli (1).safetensors`); they are percent-encoded where they go. */
const FILE_CHARACTERS = "[A-Za-z0-9._~()+,=@ -]";
const PROVIDER_SEGMENT = new RegExp(`^${PROVIDER_CHARACTERS}+$`);
const FILE_SEGMENT = new RegExp(`^${FILE_CHARACTERS}+$`);
/**
 * The name after the `:` on a caller's model id (`ModelIdParts.selector`): a policy (`fastest`, `cheapest`, `preferred`) or a
 * provider's name, which are lower-case ASCII letters and digits in words joined by single `-`
 * (`fireworks-ai`, `zai-org`). Nothing else: `:..`, `:a/b` or `:FASTEST` would reach the router as
 * a name it does not know, or be read as a path.
 */
const ROUTER_SELECTOR = new RegExp(`^${ROUTER_SELECTOR_SOURCE}$`);

const SHOWN_LENGTH = 80;

/**
 * `model id`: what a caller names a model by, a hub id with an optional router suffix;
 * `hub model id`: a hub repository exactly; `provider model id`: a provider's own id;
 * `file path`: a file inside a hub repository (a LoRA's weights).
 */
export type IdKind = "model id" | "hub model id" | "provider model id" | "file path";

/** The characters of a pattern above, spelled out: "letters" alone reads as any script's letters. */
const ASCII = "ASCII letters (A-Z, a-z), digits (0-9)";

const SEGMENTS: Record<IdKind, { pattern: RegExp; allowed: string }> = {
	"model id": { pattern: HUB_SEGMENT, allowed: `${ASCII}, "-", "_" and "."` },
	"hub model id": { pattern: HUB_SEGMENT, allowed: `${ASCII}, "-", "_" and "."` },
	"provider model id": {
		pattern: PROVIDER_SEGMENT,
		allowed: `${ASCII}, "-", "_", ".", "~", ":" and "@"`,
	},
	"file path": {
		pattern: FILE_SEGMENT,
		allowed: `${ASCII}, spaces, "-", "_", ".", "~", "(", ")", "+", ",", "=" and "@"`,
	},
};

/** The first character of `segment` its pattern refuses, quoted with its code point. */
function firstRefused(segment: string, pattern: RegExp): string {
	for (const char of segment) {
		if (!pattern.test(char)) {
			const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
			return `${JSON.stringify(char)} (U+${code})`;
		}
	}
	return "";
}

/** A value as it may be shown in a message: JSON-quoted (so control characters are visible), truncated. */
export function quoted(value: unknown): string {
	if (typeof value !== "string") return value === null ? "null" : `a value of type ${typeof value}`;
	const shown = value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH)}…` : value;
	return `${JSON.stringify(shown)}${value.length > SHOWN_LENGTH ? ` (${value.length} characters)` : ""}`;
}

function segmentProblem(segment: string, kind: IdKind): string | undefined {
	if (segment === "") return "an empty path segment";
	if (segment === "." || segment === "..") return `a "${segment}" segment`;
	const { pattern, allowed } = SEGMENTS[kind];
	if (!pattern.test(segment)) {
		return `characters other than ${allowed}, such as ${firstRefused(segment, pattern)}`;
	}
	return undefined;
}

/** A whole id of a provider or file path: the length cap, no `:` before the first `/`, then its path. */
function providerPath(characters: string): RegExp {
	return new RegExp(`^(?=.{1,${MAX_ID_LENGTH}}$)(?![^/]*:)${pathSource(characters)}$`);
}

/**
 * Each kind's ids, tested whole: the one test that decides whether an id is of its kind. A hub id's
 * and a model id's are the patterns every user of hub ids shares (hub-id.ts); the walk through the
 * segments below only says what is wrong with an id this refuses.
 */
const PATHS: Record<IdKind, RegExp> = {
	"model id": MODEL_ID_REGEXP,
	"hub model id": HUB_ID_REGEXP,
	"provider model id": providerPath(PROVIDER_CHARACTERS),
	"file path": providerPath(FILE_CHARACTERS),
};

/** A `:` before the first `/` (or in an id without one). */
const SCHEME_LIKE = /^[^/]*:/;

/**
 * Why `value` is not an id of this kind, or undefined when it is one: the test behind
 * {@link checkId}, for callers that want to tell the user without an exception.
 *
 * @param value - The candidate id.
 * @param kind - Which kind of id it must be.
 * @returns A short reason (e.g. `a ".." segment`), or undefined for a good id.
 * @example
 * ```ts
 * import { idProblem } from "@hubkit/inference/internal";
 *
 * console.log(idProblem("meta-llama/Llama-3.1-8B-Instruct", "hub model id")); // undefined
 * console.log(idProblem("../admin", "hub model id")); // a ".." segment
 * ```
 */
export function idProblem(value: unknown, kind: IdKind): string | undefined {
	if (typeof value !== "string") return "not a string";
	if (PATHS[kind].test(value)) return undefined;
	if (value.length === 0) return "empty";
	if (value.length > MAX_ID_LENGTH) return `longer than ${MAX_ID_LENGTH} characters`;
	// A `:` before the first `/` reads as a URL scheme (`https:`, `javascript:`) to any URL parser.
	if (SCHEME_LIKE.test(value)) return "a ':' before its first '/', which reads as a URL scheme";
	let id = value;
	if (kind === "model id") {
		// A caller may name the router's provider or policy after the id (`owner/name:together`).
		const { hubId, selector } = splitModelId(id);
		if (selector !== undefined && !ROUTER_SELECTOR.test(selector))
			return "a ':' suffix that is not a provider or policy name";
		id = hubId;
	}
	for (const segment of id.split("/")) {
		const problem = segmentProblem(segment, kind);
		if (problem) return problem;
	}
	// The pattern decides; the walk above finds its reason for every id the grammar refuses (the
	// id-grammar property holds them to each other), so this is a reason all the same, never a pass.
	return `not a ${kind}`;
}

const PLAIN_PATH = /^[A-Za-z0-9._~:@/-]*$/;

/**
 * An id as URL path segments: each segment percent-encoded, `/` between them kept, and `:` and `@`
 * kept (they are plain path characters). Ids of plain characters come back unchanged.
 *
 * @param id - A checked id, e.g. a LoRA's file path inside its repository.
 * @returns The id, safe to put in a URL path.
 * @example
 * ```ts
 * import { encodeIdPath } from "@hubkit/inference/internal";
 *
 * console.log(encodeIdPath("loras/Ghibli (1).safetensors")); // loras/Ghibli%20(1).safetensors
 * ```
 */
export function encodeIdPath(id: string): string {
	if (PLAIN_PATH.test(id)) return id;
	return id
		.split("/")
		.map((segment) => encodeURIComponent(segment).replace(/%3A/g, ":").replace(/%40/g, "@"))
		.join("/");
}

const EXAMPLES: Record<IdKind, string> = {
	"model id": '"owner/name"',
	"hub model id": '"owner/name"',
	"provider model id": '"owner/name" or "org/app/variant"',
	"file path": '"folder/weights.safetensors"',
};

/** Who gave an id: a caller's mistake is an input error, a hub's answer a routing one. */
export type IdSource = "caller" | "hub";

/**
 * Refuses an id that is not of its kind, naming the field and showing the value safely (quoted,
 * cut to 80 characters), so no id can move a request out of its route.
 *
 * @param value - The candidate id.
 * @param kind - Which kind of id it must be.
 * @param field - The argument it came from, for the message, e.g. `"model"`.
 * @param source - Who gave it: `"caller"` or `"hub"` (an id in the hub's answer).
 * @throws {InferenceClientInputError} when a caller's id is malformed.
 * @throws {InferenceClientRoutingError} when an id from the hub's answer is malformed.
 * @example
 * ```ts
 * import { InferenceClientInputError } from "@hubkit/inference";
 * import { checkId } from "@hubkit/inference/internal";
 *
 * checkId("meta-llama/Llama-3.1-8B-Instruct:together", "model id", "model", "caller"); // fine
 * try {
 * 	checkId("https://evil.example/x", "model id", "model", "caller");
 * } catch (error) {
 * 	if (error instanceof InferenceClientInputError) console.log(error.message);
 * 	else throw error;
 * }
 * ```
 */
export function checkId(value: unknown, kind: IdKind, field: string, source: IdSource): void {
	const problem = idProblem(value, kind);
	if (problem === undefined) return;
	if (source === "caller") {
		throw new InferenceClientInputError(
			`${field} must be a ${kind} like ${EXAMPLES[kind]}; got ${quoted(value)} (${problem}). Nothing was sent.`,
		);
	}
	throw new InferenceClientRoutingError(
		`The hub's answer gives ${field} as ${quoted(value)}, which is not a ${kind} (${problem}); no request was made with it.`,
	);
}

/**
 * Checks the ids of a provider mapping that end up in URLs or in links the provider follows: the
 * provider's model id, the hub model id and, for a LoRA, its weights' file path.
 *
 * @param mapping - The mapping entry.
 * @param field - Where it came from, for the message, e.g. `"providerMapping"`.
 * @param source - Who gave it: `"caller"` or `"hub"`.
 * @throws {InferenceClientInputError} when an id of a caller's mapping is malformed.
 * @throws {InferenceClientRoutingError} when an id of the hub's mapping is malformed.
 * @example
 * ```ts
 * import { checkMappingIds } from "@hubkit/inference/internal";
 *
 * checkMappingIds(
 * 	{
 * 		provider: "together",
 * 		hfModelId: "meta-llama/Llama-3.1-8B-Instruct",
 * 		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
 * 		status: "live",
 * 		task: "conversational",
 * 	},
 * 	"providerMapping",
 * 	"caller",
 * );
 * ```
 */
export function checkMappingIds(
	mapping: InferenceProviderMappingEntry,
	field: string,
	source: IdSource,
): void {
	checkId(mapping.providerId, "provider model id", `${field}.providerId`, source);
	checkId(mapping.hfModelId, "hub model id", `${field}.hfModelId`, source);
	if (mapping.adapterWeightsPath !== undefined) {
		checkId(mapping.adapterWeightsPath, "file path", `${field}.adapterWeightsPath`, source);
	}
}
