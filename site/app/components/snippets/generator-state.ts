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

export const DEFAULT_STATE: GeneratorState = {
	model: "meta-llama/Llama-3.1-8B-Instruct",
	task: "conversational",
	provider: "hf-inference",
	streaming: false,
	billTo: "",
	endpointUrl: "",
	directRequest: false,
	parameters: {},
};

const CHOICES = Object.keys(DEFAULT_STATE).filter((key) => key !== "parameters") as ChoiceKey[];

/** Parameter fields sit in the query as `p.<name>`, apart from the generator's own choices. */
const PARAMETER_PREFIX = "p.";

/** The state in a query string, so a link reproduces the view; defaults and empty fields are left out. */
export function stateToQuery(state: GeneratorState): string {
	const params = new URLSearchParams();
	for (const key of CHOICES) {
		const value = state[key];
		if (value === DEFAULT_STATE[key]) continue;
		params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : value);
	}
	for (const [name, text] of Object.entries(state.parameters))
		if (text !== "") params.set(`${PARAMETER_PREFIX}${name}`, text);
	const query = params.toString();
	return query ? `?${query}` : "";
}

/** The state a query string describes; anything missing or unknown takes its default. */
export function stateFromQuery(search: string): GeneratorState {
	const params = new URLSearchParams(search);
	const text = (key: ChoiceKey) => params.get(key) ?? (DEFAULT_STATE[key] as string);
	const flag = (key: ChoiceKey) =>
		params.has(key) ? params.get(key) === "1" : (DEFAULT_STATE[key] as boolean);
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
