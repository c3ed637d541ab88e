/** Everything the generator's form holds except the token, which never leaves memory. */
export interface GeneratorState {
	model: string;
	task: string;
	provider: string;
	streaming: boolean;
	billTo: string;
	endpointUrl: string;
	directRequest: boolean;
}

export const DEFAULT_STATE: GeneratorState = {
	model: "meta-llama/Llama-3.1-8B-Instruct",
	task: "conversational",
	provider: "hf-inference",
	streaming: false,
	billTo: "",
	endpointUrl: "",
	directRequest: false,
};

/** The state in a query string, so a link reproduces the view; defaults are left out. */
export function stateToQuery(state: GeneratorState): string {
	const params = new URLSearchParams();
	for (const key of Object.keys(DEFAULT_STATE) as Array<keyof GeneratorState>) {
		const value = state[key];
		if (value === DEFAULT_STATE[key]) continue;
		params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : value);
	}
	const query = params.toString();
	return query ? `?${query}` : "";
}

/** The state a query string describes; anything missing or unknown takes its default. */
export function stateFromQuery(search: string): GeneratorState {
	const params = new URLSearchParams(search);
	const text = (key: keyof GeneratorState) => params.get(key) ?? (DEFAULT_STATE[key] as string);
	const flag = (key: keyof GeneratorState) =>
		params.has(key) ? params.get(key) === "1" : (DEFAULT_STATE[key] as boolean);
	return {
		model: text("model"),
		task: text("task"),
		provider: text("provider"),
		streaming: flag("streaming"),
		billTo: text("billTo"),
		endpointUrl: text("endpointUrl"),
		directRequest: flag("directRequest"),
	};
}
