import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ROUTER_POLICIES } from "../../inference/router-policies.js";
import { useAddressFragment } from "../generator/address-fragment.js";
import { loadOnce, useEngine } from "../generator/engine-load.js";
import { Field, IdField, TaskField } from "../generator/GeneratorFields.js";
import { GeneratorStatus } from "../generator/GeneratorStatus.js";
import { CHAT_CHOICE } from "../run-locally/chat-choice.js";
import { formFields, parseFormValues } from "../spec-form/form-values.js";
import { InferenceTokenNote } from "../token-link/InferenceTokenNote.js";
import { followDefaultModel } from "./default-model.js";
import { GeneratorParameters } from "./GeneratorParameters.js";
import type { SnippetGeneratorProps } from "./generator-props.js";
import {
	type GeneratorState,
	isStateFragment,
	stateFromAddress,
	stateToLink,
	stateToQuery,
} from "./generator-state.js";
import { generatedTabs, plainHtml } from "./generator-tabs.js";
import { SnippetTabs } from "./SnippetTabs.js";
import { snippetTabId } from "./snippet-label.js";
import type { SnippetTab } from "./snippet-tab.js";

/**
 * The generator's heavy half and the highlighter, fetched together once, the first time the view
 * leaves the prerendered default: every generated view is then shown highlighted at once.
 */
const loadEngine = loadOnce(() =>
	Promise.all([import("./generator-engine.js"), import("./browser-highlight.js")]).then(
		async ([generator, { loadHighlighter }]) => ({ generator, highlight: await loadHighlighter() }),
	),
);

/** How many highlighted codes are kept for reuse. */
const HIGHLIGHT_CACHE = 32;

/** Regenerating took longer than this (ms): the snippets wait for a pause in the reader's typing. */
const SLOW_REGENERATION = 50;
/** The pause (ms) after which slow snippets catch up with the form. */
const TYPING_PAUSE = 300;

/** Tasks with at most this many parameters show them open when chosen; longer lists start folded. */
const OPEN_PARAMETERS = 4;

/** What the reader sees of the choices a link may leave out (parameters go by their own names). */
const CHOICE_NAMES: Readonly<Record<string, string>> = {
	model: "the model id",
	task: "the task",
	provider: "the provider",
	billTo: "the organisation billed",
	endpointUrl: "the custom endpoint URL",
};

/** The host a URL names, or the text itself when it is not a URL. */
function hostOf(url: string): string {
	try {
		return new URL(url).host || url;
	} catch {
		return url;
	}
}

/**
 * The interactive snippet generator: every choice lives in the address's fragment (so a link
 * reproduces the view, and however long, never makes a server refuse the page), except the token,
 * which stays in this component's memory only. The default view comes highlighted from the build;
 * any other is generated here, and only its visible tab highlighted.
 */
export default function SnippetGenerator({
	tasks,
	providers,
	defaultModels,
	defaults,
	defaultParameters,
	defaultTabs,
}: SnippetGeneratorProps) {
	const [state, setState] = useState<GeneratorState>(defaults);
	const [token, setToken] = useState("");
	// Opened from a link that sets choices: the prerendered default view is not what it asks for.
	const [linked, setLinked] = useState(false);
	// The tab in view: the only one highlighted. Highlighted code is kept, by language and code.
	const [shown, setShown] = useState<string>();
	const highlighted = useRef(new Map<string, string>());
	const [parametersOpen, setParametersOpen] = useState(false);
	// An endpoint the address set, which the reader has neither typed nor confirmed: anyone can write
	// such a link, so its snippets must not carry the reader's token to that host unasked.
	const [linkedEndpoint, setLinkedEndpoint] = useState<string>();
	const custom = token !== "" || stateToQuery(state, defaults) !== "";
	const link = useMemo(() => stateToLink(state, defaults), [state, defaults]);
	const unconfirmedEndpoint = linkedEndpoint !== undefined && state.endpointUrl.trim() !== "";
	const { engine, loadFailed } = useEngine(loadEngine, custom, [state, token]);

	useAddressFragment(
		useCallback(() => {
			const { search, hash } = window.location;
			// Without settings in the address the page shows its prerendered view: a change the reader made
			// before hydration (React replays it) must not be replaced by the defaults. A heading's anchor
			// in the fragment is no setting either.
			if (!search && !isStateFragment(hash)) return;
			const fromAddress = stateFromAddress(search, hash, defaults);
			setState(fromAddress);
			setLinked(stateToQuery(fromAddress, defaults) !== "");
			setLinkedEndpoint(fromAddress.endpointUrl.trim() ? fromAddress.endpointUrl : undefined);
			// A link that sets parameters shows them.
			if (Object.keys(fromAddress.parameters).length > 0) setParametersOpen(true);
		}, [defaults]),
	);
	useEffect(() => {
		const { pathname, search, hash } = window.location;
		// The default view leaves a heading's anchor where it is.
		if (!link.fragment && !search && !isStateFragment(hash)) return;
		history.replaceState(null, "", `${pathname}${link.fragment}`);
	}, [link]);

	const parameters = useMemo(
		() =>
			engine
				? engine.generator.parameterSchema(state.task)
				: state.task === defaults.task
					? defaultParameters
					: undefined,
		[engine, state.task, defaults.task, defaultParameters],
	);
	// Invalid fields are reported beside their controls and left out of the code.
	const parsed = useMemo(
		() =>
			parameters
				? parseFormValues(parameters.schema, state.parameters, parameters.omit)
				: { value: {}, errors: {} },
		[parameters, state.parameters],
	);
	// The token goes in with the state it was allowed for: never into an endpoint the reader has not confirmed.
	const written = unconfirmedEndpoint ? "" : token;
	// What the last regeneration cost: generating the snippets, and writing and highlighting the tabs.
	const cost = useRef({ generate: 0, show: 0 });
	// While regenerating is quick the snippets follow every change at once. Once it is slow (a long
	// value to escape and highlight), every keystroke would freeze the page for that long: the
	// snippets then show the form as it was when the reader last paused.
	const immediate = cost.current.generate + cost.current.show < SLOW_REGENERATION;
	const [settled, setSettled] = useState({ state, token: written, values: parsed.value });
	const current = settled.state === state && settled.token === written && settled.values === parsed.value;
	useEffect(() => {
		if (current) return;
		const settle = () => setSettled({ state, token: written, values: parsed.value });
		if (immediate) {
			settle();
			return;
		}
		const timer = setTimeout(settle, TYPING_PAUSE);
		return () => clearTimeout(timer);
	}, [current, immediate, state, written, parsed.value]);
	const source = immediate ? { state, token: written, values: parsed.value } : settled;
	const generated = useMemo(() => {
		if (!custom || !engine) return undefined;
		const started = performance.now();
		const result = engine.generator.generate(source.state, source.token, source.values);
		cost.current.generate = performance.now() - started;
		return result;
	}, [custom, engine, source.state, source.token, source.values]);
	const tabs: SnippetTab[] = useMemo(() => {
		if (!generated || !engine) return linked ? [] : defaultTabs;
		const started = performance.now();
		const visible =
			generated.snippets.find((snippet) => snippetTabId(snippet) === shown) ?? generated.snippets[0];
		const shownTabs = generatedTabs(generated.snippets, (code, lang) => {
			if (code !== visible?.content && code !== visible?.setup) return plainHtml(code);
			const key = `${lang}\n${code}`;
			const cache = highlighted.current;
			const html = cache.get(key) ?? engine.highlight(code, lang);
			// Enough for going back and forth between tabs and choices; typing would otherwise pile up.
			if (cache.size >= HIGHLIGHT_CACHE) cache.clear();
			cache.set(key, html);
			return html;
		});
		cost.current.show = performance.now() - started;
		return shownTabs;
	}, [generated, engine, shown, linked, defaultTabs]);
	const onShow = useCallback((tab: SnippetTab) => setShown(tab.id), []);

	const set = <K extends keyof GeneratorState>(key: K, value: GeneratorState[K]) =>
		setState((previous) => ({ ...previous, [key]: value }));

	// Parameters belong to a task: another task starts with none set.
	const chooseTask = (task: string) => {
		setState((previous) => ({ ...followDefaultModel(previous, { task }, defaultModels), parameters: {} }));
		loadEngine().then(
			({ generator: { parameterSchema } }) => {
				const next = parameterSchema(task);
				const count = next ? formFields(next.schema, next.omit).length : 0;
				setParametersOpen(count > 0 && count <= OPEN_PARAMETERS);
			},
			() => undefined,
		);
	};

	return (
		<div className="snippet-generator">
			<form className="generator-form" onSubmit={(event) => event.preventDefault()}>
				<IdField label="Model id" value={state.model} onChange={(model) => set("model", model)} />
				<TaskField tasks={tasks} value={state.task} onChange={chooseTask} />
				<Field label="Provider">
					{(id) => (
						<select
							id={id}
							value={state.provider}
							onChange={(event) => {
								const provider = event.target.value;
								setState((previous) => followDefaultModel(previous, { provider }, defaultModels));
							}}
						>
							{providers.map((provider) => (
								<option key={provider} value={provider}>
									{provider}
								</option>
							))}
						</select>
					)}
				</Field>
				{state.provider === "auto" && state.task === CHAT_CHOICE && (
					<Field label="Policy">
						{(id) => (
							<>
								<select
									id={id}
									value={state.policy}
									aria-describedby={`${id}-hint`}
									onChange={(event) => set("policy", event.target.value)}
								>
									<option value="">none (the router's default, fastest)</option>
									{ROUTER_POLICIES.map(({ name }) => (
										<option key={name} value={name}>
											{name}
										</option>
									))}
								</select>
								<p id={`${id}-hint`} className="field-hint">
									{ROUTER_POLICIES.find(({ name }) => name === state.policy)?.description ??
										"The model id goes without a suffix; the router picks the fastest provider."}{" "}
									A suffix written in the model id wins.
								</p>
							</>
						)}
					</Field>
				)}
				<IdField
					label="Bill to (organisation)"
					value={state.billTo}
					onChange={(billTo) => set("billTo", billTo)}
				/>
				<Field label="Custom endpoint URL">
					{(id) => (
						<input
							id={id}
							type="url"
							value={state.endpointUrl}
							placeholder="http://localhost:8080/v1"
							onChange={(event) => {
								// Typed here, the endpoint is the reader's own.
								setLinkedEndpoint(undefined);
								set("endpointUrl", event.target.value);
							}}
						/>
					)}
				</Field>
				<Field label="Access token (optional, kept in this page only)">
					{(id) => (
						<>
							<input
								id={id}
								type="password"
								autoComplete="off"
								value={token}
								aria-describedby={`${id}-hint`}
								onChange={(event) => setToken(event.target.value)}
							/>
							<p id={`${id}-hint`} className="field-hint">
								<InferenceTokenNote />
							</p>
						</>
					)}
				</Field>
				<Field label="Streaming" check>
					{(id) => (
						<input
							id={id}
							type="checkbox"
							checked={state.streaming}
							onChange={(event) => set("streaming", event.target.checked)}
						/>
					)}
				</Field>
				<Field label="Call the provider directly (its own key)" check>
					{(id) => (
						<input
							id={id}
							type="checkbox"
							checked={state.directRequest}
							onChange={(event) => set("directRequest", event.target.checked)}
						/>
					)}
				</Field>
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
			<GeneratorStatus loadFailed={loadFailed}>
				{custom && !generated
					? "Loading the snippets…"
					: tabs.length > 0
						? `${tabs.length} snippets`
						: `No snippets for this choice${generated?.reason ? `: ${generated.reason}` : "."}`}
			</GeneratorStatus>
			<p role="status" className="generator-link-note">
				{link.omitted.length > 0 &&
					`This page's address does not keep ${link.omitted.map((key) => CHOICE_NAMES[key] ?? key).join(", ")}: too long for a link, so a link to this page opens without ${link.omitted.length > 1 ? "them" : "it"}. Copy the code instead.`}
			</p>
			{unconfirmedEndpoint && (
				<div className="callout generator-endpoint-warning" role="alert">
					<p>
						This link sets a custom endpoint: the snippets below send their requests, and the key they read,
						to <strong>{hostOf(state.endpointUrl.trim())}</strong>, an address you did not type. Check that
						you trust it before you run them. They never read your hub token (<code>HF_TOKEN</code>), and the
						token you type on this page stays out of them until you confirm the endpoint.
					</p>
					<button type="button" onClick={() => setLinkedEndpoint(undefined)}>
						Use {hostOf(state.endpointUrl.trim())}
					</button>
				</div>
			)}
			{tabs.length > 0 && (
				<SnippetTabs
					tabs={tabs}
					label="Generated code"
					busy={custom && (!generated || (!immediate && !current))}
					onShow={onShow}
				/>
			)}
		</div>
	);
}
