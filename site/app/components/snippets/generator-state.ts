import { CHAT_CHOICE } from "../run-locally/chat-choice.js";
/** Everything the generator's form holds except the token, which never leaves memory. */
export interface GeneratorState {
	model: string;
	task: string;
	provider: string;
	/** The router's policy for chat with provider "auto" (a `ROUTER_POLICIES` name), or empty for its default. */
	policy: string;
	streaming: boolean;
	billTo: string;
	endpointUrl: string;
	directRequest: boolean;
	/** The texts of the task's parameter fields, by parameter name (see spec-form's `FormValues`). */
	parameters: Readonly<Record<string, string>>;
}

type ChoiceKey = Exclude<keyof GeneratorState, "parameters">;

/** The model the generator starts from. */
export const DEFAULT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";

/**
 * The form's defaults with the client's default provider, which the caller passes in: that id comes
 * from the provider modules, which the generator's light half does not load (the build gives it).
 */
export function defaultState(provider: string): GeneratorState {
	return {
		model: DEFAULT_MODEL,
		task: CHAT_CHOICE,
		provider,
		policy: "",
		streaming: false,
		billTo: "",
		endpointUrl: "",
		directRequest: false,
		parameters: {},
	};
}

const CHOICES = Object.keys(defaultState("")).filter((key) => key !== "parameters") as ChoiceKey[];

/** Parameter fields sit in the query as `p.<name>`, apart from the generator's own choices. */
const PARAMETER_PREFIX = "p.";

/** The address's entries for a state: choices other than the defaults, and parameters set. */
function stateEntries(state: GeneratorState, defaults: GeneratorState): Array<[string, string]> {
	const entries: Array<[string, string]> = [];
	for (const key of CHOICES) {
		const value = state[key];
		if (value === defaults[key]) continue;
		entries.push([key, typeof value === "boolean" ? (value ? "1" : "0") : value]);
	}
	for (const [name, text] of Object.entries(state.parameters))
		if (text !== "") entries.push([`${PARAMETER_PREFIX}${name}`, text]);
	return entries;
}

/** The state in a query string; defaults and empty fields are left out. Links from other pages use it. */
export function stateToQuery(state: GeneratorState, defaults: GeneratorState): string {
	const query = new URLSearchParams(stateEntries(state, defaults)).toString();
	return query ? `?${query}` : "";
}

/**
 * The longest fragment the generator writes. The fragment never reaches a server (a long query got
 * 414 from ours, 431 from others), so the bound is for the places a link travels: browsers keep far
 * longer addresses, but chat and mail clients cut or refuse ones much longer than this.
 */
export const MAX_LINK_FRAGMENT = 32 * 1024;

export interface Link {
	/** `#…`, or empty for the default view. */
	fragment: string;
	/** The settings left out to keep the link within the bound: choice keys and parameter names. */
	omitted: string[];
}

/**
 * The state as the address's fragment, so a link reproduces the view. When it would be longer than
 * `max`, the longest settings are left out (and named) until it fits: a link that loads is better
 * than one that carries everything and breaks.
 */
export function stateToLink(state: GeneratorState, defaults: GeneratorState, max = MAX_LINK_FRAGMENT): Link {
	const entries = stateEntries(state, defaults).map(([key, value]) => ({
		key,
		text: new URLSearchParams([[key, value]]).toString(),
	}));
	// `#` and the `&` between entries.
	let length = entries.reduce((sum, entry) => sum + entry.text.length + 1, 0);
	const omitted = new Set<string>();
	for (const entry of [...entries].sort((a, b) => b.text.length - a.text.length)) {
		if (length <= max) break;
		omitted.add(entry.key);
		length -= entry.text.length + 1;
	}
	const kept = entries.filter((entry) => !omitted.has(entry.key)).map((entry) => entry.text);
	return {
		fragment: kept.length > 0 ? `#${kept.join("&")}` : "",
		omitted: [...omitted].map((key) =>
			key.startsWith(PARAMETER_PREFIX) ? key.slice(PARAMETER_PREFIX.length) : key,
		),
	};
}

/** Whether a fragment holds generator settings, not a heading's anchor (`#snippet-generator`). */
export function isStateFragment(hash: string): boolean {
	for (const key of new URLSearchParams(hash.replace(/^#/, "")).keys())
		if (
			(CHOICES as string[]).includes(key) ||
			(key.startsWith(PARAMETER_PREFIX) && key.length > PARAMETER_PREFIX.length)
		)
			return true;
	return false;
}

/**
 * The state an address describes: its fragment, or the query of a link written before the state
 * moved to the fragment (and of the links other pages of the site write).
 */
export function stateFromAddress(search: string, hash: string, defaults: GeneratorState): GeneratorState {
	return stateFromQuery(isStateFragment(hash) ? hash.replace(/^#/, "") : search, defaults);
}

/** The state a query string describes; anything missing or unknown takes its default. */
export function stateFromQuery(search: string, defaults: GeneratorState): GeneratorState {
	const params = new URLSearchParams(search);
	const text = (key: ChoiceKey) => params.get(key) ?? (defaults[key] as string);
	const flag = (key: ChoiceKey) => (params.has(key) ? params.get(key) === "1" : (defaults[key] as boolean));
	const parameters: Record<string, string> = {};
	for (const [key, value] of params)
		if (key.startsWith(PARAMETER_PREFIX) && key.length > PARAMETER_PREFIX.length)
			// Defined, not assigned: a link's `p.__proto__` stays an entry, never the object's prototype.
			Object.defineProperty(parameters, key.slice(PARAMETER_PREFIX.length), {
				value,
				enumerable: true,
				writable: true,
				configurable: true,
			});
	return {
		model: text("model"),
		task: text("task"),
		provider: text("provider"),
		policy: text("policy"),
		streaming: flag("streaming"),
		billTo: text("billTo"),
		endpointUrl: text("endpointUrl"),
		directRequest: flag("directRequest"),
		parameters,
	};
}
