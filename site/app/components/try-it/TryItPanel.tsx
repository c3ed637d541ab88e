import { DEFAULT_HUB_URL, DEFAULT_ROUTER_URL } from "@hubkit/inference";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { ROUTER_POLICIES, type RouterPolicy, withPolicy } from "../../inference/router-policies.js";
import { webAddress } from "../../lib/web-address.js";
import { type FormValues, parseFormValues } from "../spec-form/form-values.js";
import { ParameterFields } from "../spec-form/ParameterFields.js";
import { InferenceTokenNote } from "../token-link/InferenceTokenNote.js";
import { countText, KEPT_CHARS } from "./answer-limits.js";
import { buildArgs, FieldError, type FieldValue, fieldKey } from "./call-args.js";
import { type ErrorReport, errorReport } from "./error-text.js";
import { CHAT_APIS, type ChatApi } from "./responses-input.js";
import { type ResultShape, resultShape } from "./result-shape.js";
import { type CallTarget, runTask, streamChat, streamResponses } from "./run-call.js";
import { StreamedText } from "./StreamedText.js";
import { StreamedAnswer } from "./streamed-answer.js";
import { TryItErrorView } from "./TryItErrorView.js";
import { TryItFieldControl } from "./TryItFieldControl.js";
import { TryItResultView } from "./TryItResultView.js";
import type { TryItProps } from "./try-it-props.js";

/** A chat call carries its streamed answer through every state; other calls have none. */
type Outcome =
	| { state: "idle" }
	| { state: "running"; answer?: StreamedAnswer }
	| { state: "done"; shape?: ResultShape; answer?: StreamedAnswer }
	| { state: "stopped"; answer?: StreamedAnswer }
	| { state: "failed"; report: ErrorReport };

/** Loads a demo sample from this site when the reader picked no file of their own. */
async function loadSample(url: string): Promise<Blob> {
	const response = await fetch(url);
	if (!response.ok)
		throw new FieldError(`The sample file ${url} could not be loaded (HTTP ${response.status}).`);
	return response.blob();
}

/** Only web addresses: the panel sends the token wherever these point. */
function checkedUrl(label: string, value: string): string {
	const checked = webAddress(label, value);
	if ("problem" in checked) throw new FieldError(checked.problem);
	return checked.url;
}

/** Text the token classification labelled, so that its spans can be shown in place. */
function labelledText(props: TryItProps, args: Record<string, unknown>): string | undefined {
	return props.task === "token-classification" && typeof args.inputs === "string" ? args.inputs : undefined;
}

/**
 * The Try it panel: the reader's token, provider, model, inputs and parameters, sent from the
 * browser with @hubkit/inference. The token lives in this component's state only: it is never
 * written to the address, storage or cookies, and only the call itself carries it.
 */
export default function TryItPanel(props: TryItProps) {
	const id = useId();
	const [token, setToken] = useState("");
	const [provider, setProvider] = useState(props.providers[0]);
	const [model, setModel] = useState(props.model);
	const [policy, setPolicy] = useState<RouterPolicy>(ROUTER_POLICIES[0].name);
	const [api, setApi] = useState<ChatApi>("chat");
	const [routerUrl, setRouterUrl] = useState(DEFAULT_ROUTER_URL);
	const [hubUrl, setHubUrl] = useState(DEFAULT_HUB_URL);
	const [entered, setEntered] = useState<Record<string, FieldValue>>({});
	const [parameterTexts, setParameterTexts] = useState<FormValues>({});
	const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
	const controller = useRef<AbortController | null>(null);

	useEffect(() => () => controller.current?.abort(), []);

	// On chat with "auto" the router picks the provider, by the policy the model id's suffix names.
	const policies = props.chat && provider === "auto";
	const sentModel = policies && model.trim() ? withPolicy(model.trim(), policy) : model.trim();

	// The model follows the provider while it is the one the panel put there (or none): a model the
	// reader typed stays.
	const chooseProvider = (event: ChangeEvent<HTMLSelectElement>) => {
		const next = event.target.value;
		const current = model.trim();
		if (current === "" || current === props.models[provider]) setModel(props.models[next] ?? current);
		setProvider(next);
	};

	const parametersSchema = { type: "object", properties: props.parameters } as const;
	// The parameters are chat completion's: a Responses call sends the message alone.
	const responsesApi = props.chat && api === "responses";
	const parsed = parseFormValues(parametersSchema, responsesApi ? {} : parameterTexts);
	const parameterErrors = Object.keys(parsed.errors);

	async function run() {
		controller.current?.abort();
		const abort = new AbortController();
		controller.current = abort;
		const answer = props.chat ? new StreamedAnswer() : undefined;
		setOutcome(answer ? { state: "running", answer } : { state: "running" });
		try {
			if (parameterErrors.length > 0) {
				throw new FieldError(`Check the parameters: ${parameterErrors.join(", ")}.`);
			}
			const target: CallTarget = {
				token: token.trim(),
				provider,
				model: sentModel,
				routerUrl: checkedUrl("Router URL", routerUrl),
				hubUrl: checkedUrl("Hub URL", hubUrl),
			};
			if (!target.model) throw new FieldError("Enter a model id.");
			const args = await buildArgs(props, entered, parsed.value, loadSample);
			if (answer) {
				// The pieces go to the answer, not to React: one render per piece froze the page.
				const stream = responsesApi ? streamResponses : streamChat;
				await stream(target, args, abort.signal, (piece) => {
					if (!answer.append(piece)) abort.abort();
				});
				setOutcome({ state: "done", answer });
			} else {
				const value = await runTask(props.method, target, args, abort.signal);
				setOutcome({ state: "done", shape: resultShape(value, labelledText(props, args)) });
			}
		} catch (error) {
			if (abort.signal.aborted) setOutcome(answer ? { state: "stopped", answer } : { state: "stopped" });
			else setOutcome({ state: "failed", report: errorReport(error, token.trim()) });
		} finally {
			if (controller.current === abort) controller.current = null;
		}
	}

	const running = outcome.state === "running";
	return (
		<form
			className="try-it-form"
			onSubmit={(event) => {
				event.preventDefault();
				if (!running) void run();
			}}
		>
			<div className="try-it-grid">
				<div className="field">
					<label htmlFor={`${id}-token`}>Access token</label>
					<input
						id={`${id}-token`}
						type="password"
						autoComplete="off"
						spellCheck={false}
						value={token}
						aria-describedby={`${id}-token-hint`}
						onChange={(event) => setToken(event.target.value)}
					/>
					<p id={`${id}-token-hint`} className="field-hint">
						A hub token (hf_…) or the provider's own key. Kept in this page's memory and sent only with the
						call. <InferenceTokenNote />
					</p>
				</div>
				<div className="field">
					<label htmlFor={`${id}-provider`}>Provider</label>
					<select id={`${id}-provider`} value={provider} onChange={chooseProvider}>
						{props.providers.map((name) => (
							<option key={name} value={name}>
								{name}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor={`${id}-model`}>Model</label>
					<input
						id={`${id}-model`}
						value={model}
						spellCheck={false}
						onChange={(event) => setModel(event.target.value)}
					/>
				</div>
				{policies && (
					<div className="field">
						<label htmlFor={`${id}-policy`}>Policy</label>
						<select
							id={`${id}-policy`}
							value={policy}
							aria-describedby={`${id}-policy-hint`}
							onChange={(event) => setPolicy(event.target.value as RouterPolicy)}
						>
							{ROUTER_POLICIES.map(({ name }) => (
								<option key={name} value={name}>
									{name}
								</option>
							))}
						</select>
						<p id={`${id}-policy-hint`} className="field-hint">
							{ROUTER_POLICIES.find(({ name }) => name === policy)?.description} Sent as{" "}
							<code>{sentModel || "…"}</code>.
						</p>
					</div>
				)}
			</div>
			{props.chat && (
				<fieldset className="try-it-api">
					<legend>API</legend>
					{CHAT_APIS.map((choice) => (
						<label key={choice.name} className="try-it-api-choice">
							<input
								type="radio"
								name={`${id}-api`}
								value={choice.name}
								checked={api === choice.name}
								onChange={() => setApi(choice.name)}
							/>{" "}
							{choice.label} <code>{choice.route}</code>
						</label>
					))}
					<p className="field-hint">
						The Responses API takes the message as input items and streams typed events; the router serves it
						for the same models, providers and policies, with a hub token only.
					</p>
				</fieldset>
			)}
			{props.fields.map((field) => (
				<TryItFieldControl
					key={fieldKey(field)}
					id={`${id}-${fieldKey(field)}`}
					field={field}
					value={entered[fieldKey(field)]}
					onChange={(value) => setEntered((previous) => ({ ...previous, [fieldKey(field)]: value }))}
				/>
			))}
			{Object.keys(props.parameters).length > 0 && !responsesApi && (
				<details className="try-it-parameters">
					<summary>Parameters</summary>
					<p className="field-hint">Leave a field empty to use the server's default.</p>
					<ParameterFields
						schema={parametersSchema}
						values={parameterTexts}
						errors={parsed.errors}
						onChange={setParameterTexts}
					/>
				</details>
			)}
			<details className="try-it-advanced">
				<summary>Advanced</summary>
				<div className="field">
					<label htmlFor={`${id}-router`}>Router URL</label>
					<input
						id={`${id}-router`}
						type="url"
						value={routerUrl}
						spellCheck={false}
						onChange={(event) => setRouterUrl(event.target.value)}
					/>
				</div>
				<div className="field">
					<label htmlFor={`${id}-hub`}>Hub URL</label>
					<input
						id={`${id}-hub`}
						type="url"
						value={hubUrl}
						spellCheck={false}
						onChange={(event) => setHubUrl(event.target.value)}
					/>
				</div>
			</details>
			<div className="try-it-actions">
				<button type="submit" className="try-it-button" aria-disabled={running}>
					Run
				</button>
				{running && (
					<button
						type="button"
						className="try-it-button try-it-stop"
						onClick={() => controller.current?.abort()}
					>
						Stop
					</button>
				)}
			</div>
			<div role="status" aria-label="Result" aria-busy={running} className="try-it-result">
				<OutcomeView outcome={outcome} />
			</div>
		</form>
	);
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
	switch (outcome.state) {
		case "idle":
			return <p className="try-it-note">Press Run to call the model; the answer appears here.</p>;
		// The streamed text stays second in every state, so that it is not laid out again when the call ends.
		case "running":
			return (
				<>
					<p className="try-it-note">Running…</p>
					{outcome.answer && <StreamedText answer={outcome.answer} />}
				</>
			);
		case "stopped":
			return (
				<>
					<p className="try-it-note">
						{outcome.answer?.full
							? `Stopped after ${countText(KEPT_CHARS)} characters: the panel keeps no more of one answer than that.`
							: "Stopped: the call was aborted."}
					</p>
					{outcome.answer && <StreamedText answer={outcome.answer} />}
				</>
			);
		case "done":
			return (
				<>
					<p className="visually-hidden">Done.</p>
					{outcome.shape ? (
						<TryItResultView shape={outcome.shape} />
					) : outcome.answer && outcome.answer.length > 0 ? (
						<StreamedText answer={outcome.answer} />
					) : (
						<p className="try-it-text">The model answered with no text.</p>
					)}
				</>
			);
		case "failed":
			return <TryItErrorView report={outcome.report} />;
	}
}
