import { useMemo, useState } from "react";
import { loadOnce, useEngine } from "../generator/engine-load.js";
import { Field, IdField, TaskField } from "../generator/GeneratorFields.js";
import { GeneratorStatus } from "../generator/GeneratorStatus.js";
import { CHAT_CHOICE } from "./chat-choice.js";
import type { LocalGeneratorProps } from "./local-generator-props.js";
import { RunLocally } from "./RunLocally.js";

/** The snippet generator and the highlighter, fetched once, the first time the view leaves the default. */
const loadEngine = loadOnce(() =>
	Promise.all([import("./local-engine.js"), import("../snippets/browser-highlight.js")]).then(
		async ([generator, { loadHighlighter }]) => ({ generator, highlight: await loadHighlighter() }),
	),
);

/**
 * Run locally code for any model: its id, task and library (by default the one the model is built
 * for, when the site's task pages know the model; else the generator's own fallback, transformers).
 * The default view comes highlighted from the build; the generator loads on the first change.
 */
export default function LocalGenerator({
	tasks,
	libraries,
	known,
	defaults,
	defaultPanel,
}: LocalGeneratorProps) {
	const [model, setModel] = useState(defaults.model);
	const [task, setTask] = useState(defaults.task);
	const [picked, setPicked] = useState("");
	const custom = model !== defaults.model || task !== defaults.task || picked !== "";
	// Each change of a field is another try after a failed load, as the status line says.
	const { engine, loadFailed } = useEngine(loadEngine, custom, [model, task, picked]);
	const own = known[model.trim()]?.library;
	const servedTask = task === CHAT_CHOICE ? "text-generation" : task;
	const offered = libraries.filter((each) => each.tasks.includes(servedTask));
	// A picked library that does not serve the task now chosen gives way to the model's own, in the
	// code as in the select (which can show only an offered library).
	const library = offered.some((each) => each.key === picked) ? picked : "";

	const panel = useMemo(() => {
		if (!custom) return defaultPanel;
		if (!engine || model.trim() === "") return undefined;
		return engine.generator.generateLocal(
			{ model, task, library, known: known[model.trim()] },
			engine.highlight,
		);
	}, [custom, engine, model, task, library, known, defaultPanel]);

	return (
		<div className="snippet-generator local-generator">
			<form className="generator-form" onSubmit={(event) => event.preventDefault()}>
				<IdField label="Model id" value={model} onChange={setModel} />
				<TaskField tasks={tasks} value={task} onChange={setTask} />
				<Field label="Library">
					{(id) => (
						<select id={id} value={library} onChange={(event) => setPicked(event.target.value)}>
							<option value="">The model's own{own ? ` (${own})` : ""}</option>
							{offered.map((each) => (
								<option key={each.key} value={each.key}>
									{each.label}
								</option>
							))}
						</select>
					)}
				</Field>
			</form>
			<GeneratorStatus loadFailed={loadFailed}>
				{!panel
					? model.trim() === ""
						? "Give a model id."
						: "Loading the snippets…"
					: `${panel.tabs?.length ?? 0} snippets`}
			</GeneratorStatus>
			{panel && <RunLocally task={servedTask} models={[panel]} label="Generated local code" />}
		</div>
	);
}
