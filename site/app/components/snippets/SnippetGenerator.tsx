import { PROVIDERS_OR_POLICIES } from "@hubkit/inference";
import { getInferenceSnippets, type InferenceSnippet, setLogger, TEMPLATE_FOR_TASK } from "@hubkit/snippets";
import { useEffect, useId, useMemo, useState } from "react";
import { formFields, parseFormValues } from "../spec-form/form-values.js";
import { highlightInBrowser, plainHtml } from "./browser-highlight.js";
import { GeneratorParameters } from "./GeneratorParameters.js";
import { parameterSchema } from "./generator-parameters.js";
import { DEFAULT_STATE, type GeneratorState, stateFromQuery, stateToQuery } from "./generator-state.js";
import { SnippetTabs } from "./SnippetTabs.js";
import { snippetTabId, snippetTabLabel } from "./snippet-label.js";
import type { SnippetTab } from "./snippet-tab.js";

const TASKS = [
	"conversational",
	...Object.keys(TEMPLATE_FOR_TASK).filter((task) => task !== "image-text-to-text"),
];

const LANGS = { python: "python", js: "javascript", sh: "bash" } as const;

interface Generated {
	snippets: InferenceSnippet[];
	/** Why there are none, from the generator's own log line. */
	reason?: string;
}

/** Tasks with at most this many parameters show them open when chosen; longer lists start folded. */
const OPEN_PARAMETERS = 4;

function generate(state: GeneratorState, token: string, parameters: Record<string, unknown>): Generated {
	let reason: string | undefined;
	const keep = (...args: unknown[]) => {
		reason = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(": ");
	};
	setLogger({ debug: keep, info: keep, warn: keep, error: keep, log: keep });
	const chat = state.task === "conversational";
	const snippets = getInferenceSnippets(
		{
			id: state.model.trim() || DEFAULT_STATE.model,
			pipeline_tag: chat ? "text-generation" : state.task,
			tags: chat ? ["conversational"] : [],
		},
		state.provider as "hf-inference",
		undefined,
		{
			...(state.streaming ? { streaming: true } : {}),
			...(state.billTo ? { billTo: state.billTo } : {}),
			...(state.endpointUrl ? { endpointUrl: state.endpointUrl } : {}),
			...(state.directRequest ? { directRequest: true } : {}),
			...(token ? { accessToken: token } : {}),
			...(Object.keys(parameters).length > 0 ? { parameters } : {}),
		},
	);
	return { snippets, ...(reason ? { reason } : {}) };
}

/**
 * The interactive snippet generator: every choice lives in the query string (so a link reproduces
 * the view), except the token, which stays in this component's memory only.
 */
export default function SnippetGenerator() {
	const id = useId();
	const [state, setState] = useState<GeneratorState>(DEFAULT_STATE);
	const [token, setToken] = useState("");
	const [highlighted, setHighlighted] = useState<Record<string, string>>({});
	const [parametersOpen, setParametersOpen] = useState(false);

	useEffect(() => {
		const fromQuery = stateFromQuery(window.location.search);
		setState(fromQuery);
		// A link that sets parameters shows them.
		if (Object.keys(fromQuery.parameters).length > 0) setParametersOpen(true);
	}, []);
	useEffect(() => {
		history.replaceState(null, "", `${window.location.pathname}${stateToQuery(state)}`);
	}, [state]);

	const parameters = useMemo(() => parameterSchema(state.task), [state.task]);
	// Invalid fields are reported beside their controls and left out of the code.
	const parsed = useMemo(
		() =>
			parameters
				? parseFormValues(parameters.schema, state.parameters, parameters.omit)
				: { value: {}, errors: {} },
		[parameters, state.parameters],
	);
	const generated = useMemo(() => generate(state, token, parsed.value), [state, token, parsed.value]);

	useEffect(() => {
		let current = true;
		Promise.all(
			generated.snippets.map(async (snippet) => [
				snippet.content,
				await highlightInBrowser(snippet.content, LANGS[snippet.language]),
			]),
		).then(
			(pairs) => current && setHighlighted(Object.fromEntries(pairs)),
			() => undefined,
		);
		return () => {
			current = false;
		};
	}, [generated]);

	const tabs: SnippetTab[] = generated.snippets.map((snippet) => ({
		id: snippetTabId(snippet),
		label: snippetTabLabel(snippet),
		...(snippet.setup ? { setup: snippet.setup, setupHtml: plainHtml(snippet.setup) } : {}),
		code: snippet.content,
		html: highlighted[snippet.content] ?? plainHtml(snippet.content),
	}));

	const set = <K extends keyof GeneratorState>(key: K, value: GeneratorState[K]) =>
		setState((previous) => ({ ...previous, [key]: value }));

	// Parameters belong to a task: another task starts with none set.
	const chooseTask = (task: string) => {
		setState((previous) => ({ ...previous, task, parameters: {} }));
		const next = parameterSchema(task);
		const count = next ? formFields(next.schema, next.omit).length : 0;
		setParametersOpen(count > 0 && count <= OPEN_PARAMETERS);
	};

	return (
		<div className="snippet-generator">
			<form className="generator-form" onSubmit={(event) => event.preventDefault()}>
				<div className="field">
					<label htmlFor={`${id}-model`}>Model id</label>
					<input
						id={`${id}-model`}
						value={state.model}
						spellCheck={false}
						onChange={(event) => set("model", event.target.value)}
					/>
				</div>
				<div className="field">
					<label htmlFor={`${id}-task`}>Task</label>
					<select id={`${id}-task`} value={state.task} onChange={(event) => chooseTask(event.target.value)}>
						{TASKS.map((task) => (
							<option key={task} value={task}>
								{task === "conversational" ? "chat (conversational)" : task}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor={`${id}-provider`}>Provider</label>
					<select
						id={`${id}-provider`}
						value={state.provider}
						onChange={(event) => set("provider", event.target.value)}
					>
						{PROVIDERS_OR_POLICIES.map((provider) => (
							<option key={provider} value={provider}>
								{provider}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor={`${id}-bill`}>Bill to (organisation)</label>
					<input
						id={`${id}-bill`}
						value={state.billTo}
						spellCheck={false}
						onChange={(event) => set("billTo", event.target.value)}
					/>
				</div>
				<div className="field">
					<label htmlFor={`${id}-endpoint`}>Custom endpoint URL</label>
					<input
						id={`${id}-endpoint`}
						type="url"
						value={state.endpointUrl}
						placeholder="http://localhost:8080/v1"
						onChange={(event) => set("endpointUrl", event.target.value)}
					/>
				</div>
				<div className="field">
					<label htmlFor={`${id}-token`}>Access token (optional, kept in this page only)</label>
					<input
						id={`${id}-token`}
						type="password"
						autoComplete="off"
						value={token}
						onChange={(event) => setToken(event.target.value)}
					/>
				</div>
				<div className="field field-check">
					<input
						id={`${id}-stream`}
						type="checkbox"
						checked={state.streaming}
						onChange={(event) => set("streaming", event.target.checked)}
					/>
					<label htmlFor={`${id}-stream`}>Streaming</label>
				</div>
				<div className="field field-check">
					<input
						id={`${id}-direct`}
						type="checkbox"
						checked={state.directRequest}
						onChange={(event) => set("directRequest", event.target.checked)}
					/>
					<label htmlFor={`${id}-direct`}>Call the provider directly (its own key)</label>
				</div>
				{parameters && (
					<GeneratorParameters
						task={state.task}
						parameters={parameters}
						values={state.parameters}
						errors={parsed.errors}
						open={parametersOpen}
						onToggle={setParametersOpen}
						onChange={(values) => set("parameters", values)}
					/>
				)}
			</form>
			<p role="status" className="generator-status">
				{tabs.length > 0
					? `${tabs.length} snippets`
					: `No snippets for this choice${generated.reason ? `: ${generated.reason}` : "."}`}
			</p>
			{tabs.length > 0 && <SnippetTabs tabs={tabs} label="Generated code" />}
		</div>
	);
}
