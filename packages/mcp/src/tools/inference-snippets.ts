import {
	fetchHubModel,
	getInferenceSnippetsWithReasons,
	type InferenceSnippet,
	type ModelDataMinimal,
	TEMPLATE_FOR_TASK,
} from "@hubkit/snippets";
import { CHAT_PAGES, PROVIDER_MODELS, providersServing } from "@hubkit/tasks";
import { hubIdOf } from "./hub-id.js";
import { codeBlock, inlineCode, refusal, type ToolAnswer } from "./markdown.js";
import { messageOf, reasonLines } from "./reasons.js";

/** What `inference_snippets` takes. */
export interface InferenceSnippetsArgs {
	model: string;
	task?: string | undefined;
	provider?: string | undefined;
	language?: InferenceSnippet["language"] | undefined;
	client?: InferenceSnippet["client"] | undefined;
}

/** Where the snippets' calls go and where models are looked up; unset, the public hosts (or HF_ENDPOINT). */
export interface HostOptions {
	/** The router the snippets call; default the public router. */
	routerUrl?: string | undefined;
	/** The hub asked about a model; default `HF_ENDPOINT`, else the public hub. */
	hubUrl?: string | undefined;
}

/** The task a chat model's calls use, besides the chat pages' own ids. */
const CHAT_TASK = "conversational";

const LANGUAGE_NAMES: Record<InferenceSnippet["language"], string> = {
	python: "Python",
	js: "JavaScript",
	sh: "Shell",
};
const FENCE_LANGUAGES: Record<InferenceSnippet["language"], string> = {
	python: "python",
	js: "js",
	sh: "sh",
};

/** A hub model's task and tags, from the caller's task or else from the hub; a string says why there are none. */
async function modelData(
	args: InferenceSnippetsArgs,
	hosts: HostOptions,
): Promise<ModelDataMinimal | string> {
	const { model, task } = args;
	if (task !== undefined) {
		if (task !== CHAT_TASK && !Object.hasOwn(TEMPLATE_FOR_TASK, task))
			return `No snippets for the task ${JSON.stringify(task)}. Tasks with snippets: ${[CHAT_TASK, ...Object.keys(TEMPLATE_FOR_TASK)].join(", ")}.`;
		// A chat page's task is called as chat, as the site's pages and Try it call it.
		const chat = task === CHAT_TASK || CHAT_PAGES.has(task);
		return {
			id: model,
			pipeline_tag: task === CHAT_TASK ? "text-generation" : task,
			tags: chat ? [CHAT_TASK] : [],
		};
	}
	try {
		const info = await fetchHubModel(hubIdOf(model), { hubUrl: hosts.hubUrl, timeoutMs: 15_000 });
		const pipeline = typeof info.pipeline_tag === "string" ? info.pipeline_tag : undefined;
		if (!pipeline) return `The hub gives ${inlineCode(hubIdOf(model))} no task: pass one as task.`;
		const tags = Array.isArray(info.tags)
			? info.tags.filter((tag): tag is string => typeof tag === "string")
			: [];
		const data: ModelDataMinimal = { id: model, pipeline_tag: pipeline, tags };
		if (typeof info.library_name === "string") data.library_name = info.library_name;
		const mask = (info as { mask_token?: unknown }).mask_token;
		if (typeof mask === "string") data.mask_token = mask;
		return data;
	} catch (error) {
		return `The hub could not say what ${inlineCode(hubIdOf(model))} is (${messageOf(error)}): pass its task as task.`;
	}
}

/**
 * The answer to `inference_snippets`: the generator's snippets for calling a model through the
 * router, one per client (each executed against the emulator in the generator's own tests), with
 * the install command of each. Without a provider, the first that served the model for the task on
 * the served-models table's date, else the `auto` policy; a router suffix on the model id routes as
 * the client routes it.
 */
export async function inferenceSnippetsAnswer(
	args: InferenceSnippetsArgs,
	hosts: HostOptions,
): Promise<ToolAnswer> {
	const data = await modelData(args, hosts);
	if (typeof data === "string") return refusal(data);
	const task =
		data.tags.includes(CHAT_TASK) && data.pipeline_tag === "text-generation"
			? "text-generation"
			: (data.pipeline_tag ?? "");
	const suffixed = data.id !== hubIdOf(data.id);
	const served = providersServing(task, hubIdOf(data.id));
	const provider = args.provider ?? (suffixed ? "auto" : (served[0] ?? "auto"));
	let result: ReturnType<typeof getInferenceSnippetsWithReasons>;
	try {
		result = getInferenceSnippetsWithReasons(
			data,
			provider as Parameters<typeof getInferenceSnippetsWithReasons>[1],
			undefined,
			{
				routerUrl: hosts.routerUrl,
			},
		);
	} catch (error) {
		return refusal(`No snippets for ${inlineCode(data.id)}: ${messageOf(error)}`);
	}
	const snippets = result.snippets.filter(
		(snippet) =>
			(args.language === undefined || snippet.language === args.language) &&
			(args.client === undefined || snippet.client === args.client),
	);
	if (snippets.length === 0) {
		const why = reasonLines(result.reasons);
		const filtered =
			result.snippets.length > 0
				? ` The clients with snippets: ${result.snippets.map((s) => `${s.language}/${s.client}`).join(", ")}.`
				: "";
		return refusal(
			[
				`No snippets for ${inlineCode(data.id)} (${task}) on ${inlineCode(provider)}.${filtered}`,
				...why,
			].join("\n"),
		);
	}
	const chosen =
		args.provider !== undefined
			? ""
			: provider === "auto"
				? ` The router picks the provider (the ${inlineCode("auto")} policy): pass provider to choose one.`
				: ` ${inlineCode(provider)} is the first provider that served it for this task on ${PROVIDER_MODELS.asOf}${served.length > 1 ? ` (also: ${served.slice(1).join(", ")})` : ""}: pass provider to choose another.`;
	const lines = [
		`# Calling ${inlineCode(data.id)} (${task}) on ${inlineCode(provider)}`,
		"",
		`Each snippet makes the request the inference client makes for the same call, and reads its token from the environment variable it names (${inlineCode("HF_TOKEN")}, a hub token, for the router).${chosen}`,
	];
	for (const snippet of snippets) {
		lines.push("", `## ${LANGUAGE_NAMES[snippet.language]} · ${snippet.client}`, "");
		if (snippet.setup) lines.push(codeBlock(snippet.setup, "sh"), "");
		lines.push(codeBlock(snippet.content, FENCE_LANGUAGES[snippet.language]));
	}
	return { text: lines.join("\n") };
}
