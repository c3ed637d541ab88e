/**
 * The hub's repository ids as the client takes them, written once as pattern sources (for JSON Schema's
 * `pattern`, which reads ECMAScript syntax) and as RegExps built from them. The client's checks
 * (`idProblem`), the task records' schema, the served-models refresh script and `/openapi.json` all
 * read these, so what one of them takes the others take.
 */

/** Longer ids are refused before any other test: no hub id comes near it, and messages stay short. */
export const MAX_ID_LENGTH = 512;

/** The characters of a hub id's segment, as a character class: ASCII letters, digits, `-`, `_` and `.`. */
export const HUB_CHARACTERS = "[A-Za-z0-9._-]";

/**
 * One segment of `characters` (a character class), never `.` or `..` alone, which a URL parser
 * would read as a directory step. The lookahead refuses a dot or two followed by no other segment
 * character, so it holds wherever the segment ends: at a `/`, a `:` suffix or the end.
 */
export function segmentSource(characters: string): string {
	return `(?!\\.\\.?(?!${characters}))${characters}+`;
}

/** A whole id: at most {@link MAX_ID_LENGTH} characters, then what `body` says. */
function whole(body: string): string {
	return `^(?=.{1,${MAX_ID_LENGTH}}$)${body}$`;
}

/** A path of one or more segments of `characters`, joined by single `/`. */
export function pathSource(characters: string): string {
	const segment = segmentSource(characters);
	return `${segment}(?:/${segment})*`;
}

/**
 * One segment of a hub id, alone: what `/openapi.json`'s `{owner}` and `{name}` path parameters take.
 *
 * @example
 * ```ts
 * import { HUB_ID_SEGMENT_PATTERN } from "@hubkit/inference/internal";
 *
 * console.log(new RegExp(HUB_ID_SEGMENT_PATTERN).test("Llama-3.1-8B-Instruct")); // true
 * console.log(new RegExp(HUB_ID_SEGMENT_PATTERN).test("..")); // false
 * ```
 */
export const HUB_ID_SEGMENT_PATTERN = `^${segmentSource(HUB_CHARACTERS)}$`;

/**
 * A hub repository id (`owner/name`, or a legacy single name): segments of ASCII letters, digits,
 * `-`, `_` and `.`, none empty, `.` or `..`, at most 512 characters in all. The source of
 * {@link HUB_ID_REGEXP}, for JSON Schema.
 */
export const HUB_ID_PATTERN = whole(pathSource(HUB_CHARACTERS));

/**
 * The name after a model id's `:`: a router policy (`fastest`) or a provider's name (`fireworks-ai`),
 * lower-case ASCII letters and digits in words joined by single `-`.
 */
export const ROUTER_SELECTOR_SOURCE = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * A model id as a caller names a model to the router: a hub id, then optionally `:` and a policy or
 * provider name (`owner/name:cheapest`). The suffix needs an `owner/` before it: a `:` before the first
 * `/` reads as a URL scheme (`gpt2:x` as `https:x` would). The source of {@link MODEL_ID_REGEXP}.
 */
export const MODEL_ID_PATTERN = whole(
	`${segmentSource(HUB_CHARACTERS)}(?:(?:/${segmentSource(HUB_CHARACTERS)})+(?::${ROUTER_SELECTOR_SOURCE})?)?`,
);

/**
 * Whether a string is a hub id ({@link HUB_ID_PATTERN}).
 *
 * @example
 * ```ts
 * import { HUB_ID_REGEXP } from "@hubkit/inference/internal";
 *
 * console.log(HUB_ID_REGEXP.test("meta-llama/Llama-3.1-8B-Instruct")); // true
 * console.log(HUB_ID_REGEXP.test("owner/../admin")); // false
 * ```
 */
export const HUB_ID_REGEXP = new RegExp(HUB_ID_PATTERN);

/**
 * Whether a string is a model id with an optional router suffix ({@link MODEL_ID_PATTERN}).
 *
 * @example
 * ```ts
 * import { MODEL_ID_REGEXP } from "@hubkit/inference/internal";
 *
 * console.log(MODEL_ID_REGEXP.test("meta-llama/Llama-3.1-8B-Instruct:fastest")); // true
 * console.log(MODEL_ID_REGEXP.test("meta-llama/Llama-3.1-8B-Instruct:a/b")); // false
 * ```
 */
export const MODEL_ID_REGEXP = new RegExp(MODEL_ID_PATTERN);
