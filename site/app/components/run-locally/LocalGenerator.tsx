import { DEFAULT_HUB_URL } from "@hubkit/inference";
import { useMemo, useState } from "react";
import { loadOnce, useEngine } from "../generator/engine-load.js";
import { Field, IdField } from "../generator/GeneratorFields.js";
import { GeneratorStatus } from "../generator/GeneratorStatus.js";
import { CHAT_CHOICE } from "./chat-choice.js";
import { HubFactsView } from "./HubFactsView.js";
import { type HubLookup, lookupWords } from "./hub-lookup.js";
import type { LocalGeneratorProps } from "./local-generator-props.js";
import { RunLocally } from "./RunLocally.js";
import { useHubLookup } from "./use-hub-lookup.js";

/** The snippet generator and the highlighter, fetched once, the first time the view leaves the default. */
const loadEngine = loadOnce(() =>
	Promise.all([import("./local-engine.js"), import("../snippets/browser-highlight.js")]).then(
		async ([generator, { loadHighlighter }]) => ({ generator, highlight: await loadHighlighter() }),
	),
);

const taskName = (task: string) => (task === CHAT_CHOICE ? "chat (conversational)" : task);

/** The lookups whose model the page writes code for: the hub described it, or could not be asked. */
const WRITES_CODE = new Set<HubLookup["state"]>(["default", "found", "unreachable"]);

/**
 * Run locally code for any model: its id, task and library. The hub is asked what the typed model
 * is (after a pause in typing; the Hub URL under Advanced says which hub), and the code is written
 * from what it said, the model's own task and library unless the reader picks others. The default
 * view comes highlighted from the build; the generator loads on the first change.
 */
export default function LocalGenerator({
	tasks,
	libraries,
	known,
	defaults,
	defaultPanel,
}: LocalGeneratorProps) {
	const [model, setModel] = useState(defaults.model);
	// "" is the model's own task, as the hub (or, for the default view, the build) says.
	const [task, setTask] = useState("");
	const [picked, setPicked] = useState("");
	const [hubUrl, setHubUrl] = useState(DEFAULT_HUB_URL);
	const custom = model !== defaults.model || task !== "" || picked !== "" || hubUrl !== DEFAULT_HUB_URL;
	// Each change of a field is another try after a failed load, as the status line says.
	const { engine, loadFailed } = useEngine(loadEngine, custom, [model, task, picked, hubUrl]);
	const lookup = useHubLookup(engine?.generator.askHub, model, hubUrl, custom);
	// Own properties only: an id such as `constructor` names no record.
	const record = Object.hasOwn(known, model.trim()) ? known[model.trim()] : undefined;
	const found = lookup.state === "found" ? lookup.facts : undefined;
	const ownTask = lookup.state === "default" ? defaults.task : found?.taskChoice;
	// The site's record speaks for the model only where the hub did not.
	const ownLibrary = found ? found.library : record?.library;
	const chosenTask = task || ownTask || "";
	const servedTask = chosenTask === CHAT_CHOICE ? "text-generation" : chosenTask;
	const offered = libraries.filter((each) => each.tasks.includes(servedTask));
	// A picked library that does not serve the task now chosen gives way to the model's own, in the
	// code as in the select (which can show only an offered library).
	const library = offered.some((each) => each.key === picked) ? picked : "";

	const panel = useMemo(() => {
		if (!custom) return defaultPanel;
		if (!engine || !WRITES_CODE.has(lookup.state)) return undefined;
		return engine.generator.generateLocal(
			{
				model,
				task: chosenTask,
				library,
				...(lookup.state === "found" ? { hub: lookup.model } : { known: record }),
			},
			engine.highlight,
		);
	}, [custom, engine, lookup, model, chosenTask, library, record, defaultPanel]);

	return (
		<div className="snippet-generator local-generator">
			<form className="generator-form" onSubmit={(event) => event.preventDefault()}>
				<IdField label="Model id" value={model} onChange={setModel} />
				<Field label="Task">
					{(id) => (
						<select id={id} value={task} onChange={(event) => setTask(event.target.value)}>
							<option value="">The model's own{ownTask ? ` (${taskName(ownTask)})` : ""}</option>
							{tasks.map((each) => (
								<option key={each} value={each}>
									{taskName(each)}
								</option>
							))}
						</select>
					)}
				</Field>
				<Field label="Library">
					{(id) => (
						<select id={id} value={library} onChange={(event) => setPicked(event.target.value)}>
							<option value="">The model's own{ownLibrary ? ` (${ownLibrary})` : ""}</option>
							{offered.map((each) => (
								<option key={each.key} value={each.key}>
									{each.label}
								</option>
							))}
						</select>
					)}
				</Field>
				<details className="local-generator-advanced">
					<summary>Advanced</summary>
					<Field label="Hub URL">
						{(id) => (
							<input
								id={id}
								type="url"
								value={hubUrl}
								spellCheck={false}
								onChange={(event) => setHubUrl(event.target.value)}
							/>
						)}
					</Field>
				</details>
			</form>
			<GeneratorStatus loadFailed={loadFailed}>
				{lookupWords(lookup, panel?.tabs?.length ?? 0)}
			</GeneratorStatus>
			{lookup.state === "found" && <HubFactsView id={lookup.id} facts={lookup.facts} />}
			{panel && <RunLocally task={servedTask} models={[panel]} label="Generated local code" />}
		</div>
	);
}
