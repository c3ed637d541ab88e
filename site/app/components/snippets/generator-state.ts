/** Everything the generator's form holds except the token, which never leaves memory. */
export interface GeneratorState {
	model: string;
	task: string;
	provider: string;
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
		task: "conversational",
		provider,
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

/** The state in a query string, so a link reproduces the view; defaults and empty fields are left out. */
export function stateToQuery(state: GeneratorState, defaults: GeneratorState): string {
	const params = new URLSearchParams();
	for (const key of CHOICES) {
		const value = state[key];
		if (value === defaults[key]) continue;
		params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : value);
	}
	for (const [name, text] of Object.entries(state.parameters))
		if (text !== "") params.set(`${PARAMETER_PREFIX}${name}`, text);
	const query = params.toString();
	return query ? `?${query}` : "";
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
		streaming: flag("streaming"),
		billTo: text("billTo"),
		endpointUrl: text("endpointUrl"),
		directRequest: flag("directRequest"),
		parameters,
	};
}
