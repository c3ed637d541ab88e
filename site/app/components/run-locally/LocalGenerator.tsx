import { useEffect, useId, useMemo, useState } from "react";
import type { Highlight } from "../snippets/browser-highlight.js";
import type { LocalGeneratorProps } from "./local-generator-props.js";
import { RunLocally } from "./RunLocally.js";

interface Engine {
	generator: typeof import("./local-engine.js");
	highlight: Highlight;
}

let engineLoad: Promise<Engine> | undefined;
/** The snippet generator and the highlighter, fetched once, the first time the view leaves the default. */
const loadEngine = () => {
	engineLoad ??= Promise.all([import("./local-engine.js"), import("../snippets/browser-highlight.js")]).then(
		async ([generator, { loadHighlighter }]) => ({ generator, highlight: await loadHighlighter() }),
	);
	// A failed load (the connection dropped) is tried again on the reader's next change.
	engineLoad.catch(() => {
		engineLoad = undefined;
	});
	return engineLoad;
};

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
	const id = useId();
	const [model, setModel] = useState(defaults.model);
	const [task, setTask] = useState(defaults.task);
	const [library, setLibrary] = useState("");
	const [engine, setEngine] = useState<Engine>();
	const [loadFailed, setLoadFailed] = useState(false);
	const custom = model !== defaults.model || task !== defaults.task || library !== "";
	const own = known[model.trim()]?.library;
	const servedTask = task === "conversational" ? "text-generation" : task;
	const offered = libraries.filter((each) => each.tasks.includes(servedTask));

	useEffect(() => {
		if (!custom || engine) return;
		loadEngine().then(
			(loaded) => {
				setEngine(loaded);
				setLoadFailed(false);
			},
			() => setLoadFailed(true),
		);
	}, [custom, engine]);

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
				<div className="field">
					<label htmlFor={`${id}-model`}>Model id</label>
					<input
						id={`${id}-model`}
						value={model}
						spellCheck={false}
						onChange={(event) => setModel(event.target.value)}
					/>
				</div>
				<div className="field">
					<label htmlFor={`${id}-task`}>Task</label>
					<select id={`${id}-task`} value={task} onChange={(event) => setTask(event.target.value)}>
						{tasks.map((each) => (
							<option key={each} value={each}>
								{each === "conversational" ? "chat (conversational)" : each}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor={`${id}-library`}>Library</label>
					<select id={`${id}-library`} value={library} onChange={(event) => setLibrary(event.target.value)}>
						<option value="">The model's own{own ? ` (${own})` : ""}</option>
						{offered.map((each) => (
							<option key={each.key} value={each.key}>
								{each.label}
							</option>
						))}
					</select>
				</div>
			</form>
			<p role="status" className="generator-status">
				{loadFailed && !engine
					? "The generator could not be loaded: check the connection, then change a field to try again."
					: !panel
						? model.trim() === ""
							? "Give a model id."
							: "Loading the snippets…"
						: `${panel.tabs?.length ?? 0} snippets`}
			</p>
			{panel && <RunLocally task={servedTask} models={[panel]} label="Generated local code" />}
		</div>
	);
}
