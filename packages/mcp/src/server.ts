import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Docs } from "./docs/load-docs.js";
import { resourceUri } from "./tools/addresses.js";
import { type HostOptions, inferenceSnippetsAnswer } from "./tools/inference-snippets.js";
import { localSnippetsAnswer } from "./tools/local-snippets.js";
import type { ToolAnswer } from "./tools/markdown.js";
import { findPage, readPageAnswer } from "./tools/read-page.js";
import { searchDocsAnswer } from "./tools/search-docs.js";
import { servedModelsAnswer } from "./tools/served-models.js";
import { taskSpecAnswer } from "./tools/task-spec.js";

/** This package's name and version, as the server introduces itself. */
const IMPLEMENTATION = { name: "hubkit-docs", title: "Hubkit docs", version: "0.1.0" };

const INSTRUCTIONS =
	"The Hubkit documentation: every ML task's reference page, the inference client's guide and API reference, the providers. " +
	"Find pages with search_docs and read them with read_page; for code, prefer inference_snippets and local_snippets, " +
	"which write the site's snippets for any model; task_spec gives a task's request and response fields; served_models " +
	"says which providers serve which models.";

/** Every tool only reads: none changes anything, and the same call gives the same answer. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true } as const;

const answer = ({ text, isError }: ToolAnswer): CallToolResult => ({
	content: [{ type: "text", text }],
	...(isError ? { isError: true } : {}),
});

/** A task id as the hub writes them, never a path or a sentence. */
const taskId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "a task id, such as text-classification");
/** A provider id or the `auto` policy. */
const providerId = z.string().regex(/^[a-z0-9][a-z0-9.-]{0,63}$/, "a provider id, such as together, or auto");
/** A hub id, with or without a router suffix; its checks are the client's, which refuses with a reason. */
const modelId = z.string().min(1).max(200);

/**
 * The Hubkit docs server: its tools and the pages as resources, answering from `docs`. Tools that
 * write code call the router at `hosts.routerUrl` and ask the hub at `hosts.hubUrl` (`HF_ENDPOINT`,
 * else the public hub, when unset).
 */
export function createHubkitServer(docs: Docs, hosts: HostOptions = {}): McpServer {
	const server = new McpServer(IMPLEMENTATION, { instructions: INSTRUCTIONS });

	server.registerTool(
		"search_docs",
		{
			title: "Search the docs",
			description:
				"Finds the Hubkit documentation pages that best answer a question or match keywords (tasks, models, providers, " +
				"client functions, errors). Answers in Markdown: a ranked list of pages with their full address and path, each " +
				"with its best sections (linked by anchor) and the line that matched. Read a page in full with read_page.",
			inputSchema: {
				query: z
					.string()
					.min(1)
					.max(500)
					.describe("The question or keywords, e.g. 'classify the sentiment of reviews'"),
				limit: z
					.number()
					.int()
					.min(1)
					.max(10)
					.optional()
					.describe("How many pages to return, 1-10; default 5"),
			},
			annotations: READ_ONLY,
		},
		({ query, limit }) => answer(searchDocsAnswer(docs, query, limit ?? 5)),
	);

	server.registerTool(
		"read_page",
		{
			title: "Read a docs page",
			description:
				"Returns one page of the Hubkit documentation as Markdown (the same text as the page's .md copy on the site). " +
				"Takes the page's path on the site ('/tasks/text-classification', '/' for the home page), its .md address, " +
				"its full URL or its hubkit:// resource URI. Only pages of the site are served; other paths are refused.",
			inputSchema: {
				path: z
					.string()
					.min(1)
					.max(500)
					.describe("The page's path, e.g. /tasks/text-classification or /inference"),
			},
			annotations: READ_ONLY,
		},
		({ path }) => answer(readPageAnswer(docs, path)),
	);

	server.registerTool(
		"inference_snippets",
		{
			title: "Inference snippets for a model",
			description:
				"Writes ready-to-run code that calls a model through the hub's inference router, one snippet per client " +
				"(Python: huggingface_hub, requests, openai, fal_client; JavaScript: @hubkit/inference, openai, fetch; shell: curl), " +
				"each making exactly the request the inference client makes, with its install command. The model id may end in a " +
				"router suffix (:fastest, :cheapest, :preferred or :<provider>). Without task, the hub is asked for the model's " +
				"task; without provider, the first provider known to serve it is used, else the router's auto policy. " +
				"Snippets read the token from an environment variable (HF_TOKEN); none is needed here.",
			inputSchema: {
				model: modelId.describe(
					"The hub model id, e.g. meta-llama/Llama-3.1-8B-Instruct or openai/gpt-oss-120b:cheapest",
				),
				task: taskId
					.optional()
					.describe("The task, e.g. text-classification; text-generation is called as chat"),
				provider: providerId.optional().describe("The provider, e.g. together, hf-inference, or auto"),
				language: z.enum(["python", "js", "sh"]).optional().describe("Only snippets in this language"),
				client: z
					.enum(["huggingface_hub", "requests", "openai", "fal_client", "huggingface.js", "fetch", "curl"])
					.optional()
					.describe("Only snippets for this client library (huggingface.js is @hubkit/inference)"),
			},
			annotations: { ...READ_ONLY, openWorldHint: true },
		},
		async (args) => answer(await inferenceSnippetsAnswer(args, hosts)),
	);

	server.registerTool(
		"local_snippets",
		{
			title: "Run a model locally",
			description:
				"Writes code that runs a model on your own machine: the code of each library the model is built for " +
				"(transformers, diffusers, sentence-transformers, llama-cpp-python…) and, for chat models, the commands that " +
				"start local apps (llama.cpp, Ollama, LM Studio…) and call them. Give a hub id (the hub is asked what the model " +
				"is; public models only) or the model object as the hub's GET /api/models/{id} describes it.",
			inputSchema: {
				model: z
					.union([modelId, z.record(z.string(), z.unknown())])
					.describe("A hub id, e.g. Qwen/Qwen2.5-0.5B-Instruct, or the hub's description of the model"),
			},
			annotations: { ...READ_ONLY, openWorldHint: true },
		},
		async ({ model }) => answer(await localSnippetsAnswer(model, hosts)),
	);

	server.registerTool(
		"task_spec",
		{
			title: "A task's request and response",
			description:
				"Gives the specification of an inference task as the inference client takes it: every request field and " +
				"parameter (type, required, default, allowed values and bounds, description), every response field, the " +
				"stream chunk for streaming tasks, and an example request. text-generation and image-text-to-text also give " +
				"chat completion, which their pages call.",
			inputSchema: { task: taskId.describe("The task id, e.g. summarization or chat-completion") },
			annotations: READ_ONLY,
		},
		({ task }) => answer(taskSpecAnswer(task)),
	);

	server.registerTool(
		"served_models",
		{
			title: "Which providers serve which models",
			description:
				"Lists which inference providers serve which hub models for each task, from the dated table the site is built " +
				"with (its date and source are given). Filter by task, by provider, or both; text-generation and " +
				"image-text-to-text include the chat models (conversational) their calls use.",
			inputSchema: {
				task: taskId.optional().describe("Only this task, e.g. text-to-image or conversational"),
				provider: providerId.optional().describe("Only this provider, e.g. fal-ai"),
			},
			annotations: READ_ONLY,
		},
		({ task, provider }) => answer(servedModelsAnswer(task, provider)),
	);

	server.registerResource(
		"page",
		new ResourceTemplate("hubkit://{+path}", {
			list: () => ({
				resources: [...docs.pages.values()].map((page) => ({
					uri: resourceUri(page.path),
					name: page.path,
					title: page.title,
					mimeType: "text/markdown",
				})),
			}),
		}),
		{
			title: "A page of the Hubkit docs",
			description:
				"A documentation page as Markdown, e.g. hubkit://tasks/text-classification (the home page: hubkit://index)",
			mimeType: "text/markdown",
		},
		(uri): ReadResourceResult => {
			const page = findPage(docs, uri.href);
			if (typeof page === "string") throw new Error(page);
			return { contents: [{ uri: resourceUri(page.path), mimeType: "text/markdown", text: page.markdown }] };
		},
	);

	return server;
}
