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

/** Every client, in the order snippets are listed, with its templates and install command. */
export const CLIENTS: ReadonlyArray<{
	language: SnippetLanguage;
	client: SnippetClient;
	setup?: string;
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

/** A client's template, or the error naming what is missing. */
export function loadTemplate(language: SnippetLanguage, client: SnippetClient, name: TemplateName): Template {
	const template = CLIENTS.find((entry) => entry.language === language && entry.client === client)?.templates[
		name
	];
	if (!template) throw new Error(`Template not found: ${language}/${client}/${name}`);
	return template;
}
