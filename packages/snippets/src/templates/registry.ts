import type { TemplateName } from "../generator/template-names.js";
import type { SnippetClient, SnippetLanguage } from "../types.js";
import { FETCH } from "./js/fetch.js";
import { HUGGINGFACE_JS } from "./js/huggingface-js.js";
import { OPENAI_JS } from "./js/openai.js";
import { FAL_CLIENT } from "./python/fal-client.js";
import { HUGGINGFACE_HUB } from "./python/huggingface-hub.js";
import { OPENAI_PYTHON } from "./python/openai.js";
import { REQUESTS } from "./python/requests.js";
import { CURL } from "./sh/curl.js";
import type { ClientTemplates, Template } from "./template.js";

/**
 * Every client, in the order snippets are listed (Python, then JavaScript, then shell), with its
 * language, its templates and the command that installs it.
 */
export const CLIENTS: ReadonlyArray<{
	/** The snippets' language. */
	language: SnippetLanguage;
	/** The client library. */
	client: SnippetClient;
	/** The command that installs it, when it needs installing. */
	setup?: string;
	/** Its template for each kind of snippet it can write. */
	templates: ClientTemplates;
}> = [
	{ language: "python", client: "openai", setup: "pip install openai", templates: OPENAI_PYTHON },
	{
		language: "python",
		client: "huggingface_hub",
		setup: "pip install huggingface_hub",
		templates: HUGGINGFACE_HUB,
	},
	{ language: "python", client: "fal_client", setup: "pip install fal-client", templates: FAL_CLIENT },
	{ language: "python", client: "requests", setup: "pip install requests", templates: REQUESTS },
	{ language: "js", client: "openai", setup: "npm install openai", templates: OPENAI_JS },
	{
		language: "js",
		client: "huggingface.js",
		setup: "npm install @hubkit/inference",
		templates: HUGGINGFACE_JS,
	},
	{ language: "js", client: "fetch", templates: FETCH },
	{ language: "sh", client: "curl", templates: CURL },
];

/** The clients that can run the `auto` policy for tasks other than chat: the hub's own SDKs. */
export const AUTO_POLICY_CLIENTS: ReadonlySet<SnippetClient> = new Set(["huggingface.js", "huggingface_hub"]);

/**
 * A client's template for one kind of snippet: the function that writes the code from a planned
 * call ({@link planSnippetCall}).
 *
 * @param language - The snippet's language.
 * @param client - The client the snippet calls with.
 * @param name - The kind of snippet, e.g. `"conversational"` (see {@link TEMPLATE_FOR_TASK}).
 * @returns The template.
 * @throws {Error} when the client has no template of that kind (`Template not found: …`).
 * @example
 * ```ts
 * import { loadTemplate, planSnippetCall } from "@hubkit/snippets";
 *
 * const model = { id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] };
 * const call = planSnippetCall(model, "hf-inference", undefined, {});
 * if (call) console.log(loadTemplate("sh", "curl", call.template)(call));
 * ```
 */
export function loadTemplate(language: SnippetLanguage, client: SnippetClient, name: TemplateName): Template {
	const template = CLIENTS.find((entry) => entry.language === language && entry.client === client)?.templates[
		name
	];
	if (!template) throw new Error(`Template not found: ${language}/${client}/${name}`);
	return template;
}
