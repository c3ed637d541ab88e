import {
	CHAT_PAGES,
	type DemoItem,
	getExampleInput,
	getTaskSpec,
	type JsonSchema,
	type PipelineType,
	TASKS_DATA,
	taskModelForProvider,
} from "@hubkit/tasks";
import type { ArgPath, TryItField, TryItProps } from "../components/try-it/try-it-props.js";
import { mediaUrl } from "./media.js";
import { taskProviders } from "./snippets-data.server.js";

/** Labels for the fields of structured inputs, where the property name alone reads badly. */
const FIELD_LABELS: Record<string, string> = {
	query: "Question",
	source_sentence: "Source sentence",
	sentences: "Sentences to compare",
	candidate_labels: "Candidate labels",
};

/**
 * Parameters a call cannot go without on the page's task (a zero-shot call has nothing to choose
 * from without labels; an image edit needs its instruction): shown as inputs, not as settings.
 */
const INPUT_PARAMETERS = new Set(["candidate_labels", "prompt"]);

/** Chat request fields the panel sets itself. */
const CHAT_OWN_FIELDS = new Set(["messages", "stream", "stream_options"]);

const humanize = (name: string): string => {
	const words = name.replaceAll("_", " ");
	return words.charAt(0).toUpperCase() + words.slice(1);
};

const labelOf = (name: string): string => FIELD_LABELS[name] ?? humanize(name);

function binaryMediaType(schema: JsonSchema): string | undefined {
	if (schema.format === "binary") return schema.contentMediaType ?? "*/*";
	for (const option of schema.oneOf ?? []) {
		const found = binaryMediaType(option);
		if (found) return found;
	}
	return undefined;
}

/** The demo's sample of a media kind (`image/*` or `audio/*`), as the site serves it. */
function demoSample(inputs: readonly DemoItem[], accept: string): string | undefined {
	const type = accept.startsWith("audio/") ? "audio" : "img";
	const item = inputs.find((input) => input.type === type);
	return item && "filename" in item ? mediaUrl(item.filename) : undefined;
}

function fieldFor(
	name: string,
	label: string,
	schema: JsonSchema,
	path: ArgPath,
	example: unknown,
	demo: readonly DemoItem[],
): TryItField {
	const accept = binaryMediaType(schema);
	if (accept) {
		const sample = demoSample(demo, accept);
		return { kind: "file", label, path, accept, ...(sample ? { sample } : {}) };
	}
	if (Array.isArray(example) && example.every((item) => typeof item === "string")) {
		return { kind: "list", label, path, value: example };
	}
	if (example !== undefined && typeof example === "object") {
		return { kind: "json", label, path, value: JSON.stringify(example, null, 2) };
	}
	const value = typeof example === "string" ? example : "";
	return { kind: "text", label, path, value, multiline: name === "inputs" || name === "context" };
}

/**
 * The demo's text when it has exactly one: written for the page's model (a fill-mask demo uses that
 * model's own mask token, which the generic example cannot know), and the answer shown above it.
 */
function demoText(demo: readonly DemoItem[]): string | undefined {
	const texts = demo.filter((item) => item.type === "text");
	const [only] = texts;
	return texts.length === 1 && only?.type === "text" ? only.content : undefined;
}

/** The label of a task's plain text input: what the demo calls it when that is a prompt, else "Text". */
function textInputLabel(demo: readonly DemoItem[]): string {
	return demo.some((item) => item.type === "text" && item.label === "Prompt") ? "Prompt" : "Text";
}

function chatFields(id: PipelineType): TryItField[] {
	const message: TryItField = {
		kind: "text",
		label: "Message",
		path: ["message"],
		value:
			id === "image-text-to-text" ? "Describe this image in one sentence." : "What is the capital of France?",
		multiline: true,
	};
	if (id !== "image-text-to-text") return [message];
	const sample = demoSample(TASKS_DATA[id].demo.inputs, "image/*");
	return [
		{
			kind: "file",
			label: "Image",
			path: ["image"],
			accept: "image/*",
			dataUrl: true,
			...(sample ? { sample } : {}),
		},
		message,
	];
}

/**
 * The model each provider starts with: one it serves (the page's snippets use the same). With "auto"
 * on chat the router picks the provider, so any served model will do: the first provider's.
 */
function providerModels(id: PipelineType, providers: readonly string[]): Record<string, string> {
	const models: Record<string, string> = {};
	for (const provider of providers) {
		const model = taskModelForProvider(id, provider);
		if (model) models[provider] = model;
	}
	const first = providers[0];
	if (CHAT_PAGES.has(id) && first && models[first]) models.auto = models[first];
	return models;
}

/**
 * The Try it panel of a task page, or undefined when the client does not serve the task or no
 * provider can take the page's model. Chat pages also offer "auto", where the router picks the
 * provider by the policy the reader chooses.
 */
export function tryItProps(id: PipelineType): TryItProps | undefined {
	const record = TASKS_DATA[id];
	const chat = CHAT_PAGES.has(id);
	const spec = getTaskSpec(chat ? "chat-completion" : id);
	const [first, ...others] = taskProviders(id);
	const providers: TryItProps["providers"] | undefined = first
		? [first, ...others, ...(chat ? ["auto"] : [])]
		: undefined;
	const models = providers ? providerModels(id, providers) : {};
	const model = first ? models[first] : undefined;
	if (!spec || !model || record.isPlaceholder || !providers) return undefined;
	const request = spec.request.properties;

	if (chat) {
		const parameters = Object.fromEntries(
			Object.entries(request).filter(([name]) => !CHAT_OWN_FIELDS.has(name)),
		);
		return {
			task: id,
			method: spec.method,
			chat,
			model,
			models,
			providers,
			fields: chatFields(id),
			parameters,
			parametersPath: [],
		};
	}

	const example = (getExampleInput(id) ?? {}) as { inputs?: unknown; parameters?: Record<string, unknown> };
	const demo = record.demo.inputs;
	const fields: TryItField[] = [];
	const inputs = request.inputs;
	if (inputs?.type === "object" && inputs.properties) {
		const given = (example.inputs ?? {}) as Record<string, unknown>;
		for (const [name, schema] of Object.entries(inputs.properties)) {
			fields.push(fieldFor(name, labelOf(name), schema, ["inputs", name], given[name], demo));
		}
	} else if (inputs) {
		const label = binaryMediaType(inputs) ? "" : textInputLabel(demo);
		const field = fieldFor("inputs", label, inputs, ["inputs"], demoText(demo) ?? example.inputs, demo);
		fields.push(
			field.kind === "file"
				? { ...field, label: field.accept.startsWith("audio/") ? "Audio" : "Image" }
				: field,
		);
	}

	const nested = request.parameters?.properties;
	const parametersPath: ArgPath = nested ? ["parameters"] : [];
	const all = nested ?? Object.fromEntries(Object.entries(request).filter(([name]) => name !== "inputs"));
	const parameters: Record<string, JsonSchema> = {};
	for (const [name, schema] of Object.entries(all)) {
		if (INPUT_PARAMETERS.has(name)) {
			fields.push(
				fieldFor(
					name,
					labelOf(name),
					schema,
					[...parametersPath, name],
					(name === "prompt" ? demoText(demo) : undefined) ?? example.parameters?.[name],
					demo,
				),
			);
		} else {
			parameters[name] = schema;
		}
	}
	return {
		task: id,
		method: spec.method,
		chat,
		model,
		models,
		providers,
		fields,
		parameters,
		parametersPath,
	};
}
