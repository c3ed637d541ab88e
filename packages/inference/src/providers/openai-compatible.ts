import type { ChatCompletionOutput, TextGenerationOutput } from "../types/tasks.js";
import { chatBackedGeneration, completionsBody, openAIChat, openAICompletions } from "./shapes/openai.js";

// Providers whose chat is OpenAI's API, each at its own route, with the few quirks they have.

export const ZAI_HEADERS = { "x-source-channel": "hugging_face", "accept-language": "en-US,en" };

export const basetenChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("baseten");

export const cerebrasChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"cerebras",
	"v1/chat/completions",
	{
		// Cerebras validates bodies strictly and refuses OpenAI's `store` flag.
		body: ({ store: _store, ...body }) => body,
	},
);

export const cohereChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"cohere",
	"compatibility/v1/chat/completions",
);

export const deepinfraChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"deepinfra",
	"v1/openai/chat/completions",
);

export const featherlessChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("featherless-ai");

export const featherlessTextGeneration = /* @__PURE__ */ openAICompletions<TextGenerationOutput>(
	"featherless-ai",
	"v1/completions",
	{ body: completionsBody },
);

export const fireworksChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"fireworks-ai",
	"inference/v1/chat/completions",
);

export const groqChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"groq",
	"openai/v1/chat/completions",
);

/** Groq serves text generation on its chat route too, with the hub's arguments as they are. */
export const groqTextGeneration = /* @__PURE__ */ chatBackedGeneration("groq", "openai/v1/chat/completions");

export const novitaChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"novita",
	"v3/openai/chat/completions",
);

export const nscaleChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("nscale");

export const openaiChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("openai", "v1/chat/completions", {
	clientSideRoutingOnly: true,
});

export const ovhcloudChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("ovhcloud");

export const ovhcloudTextGeneration = /* @__PURE__ */ openAICompletions<TextGenerationOutput>(
	"ovhcloud",
	"v1/completions",
	{ body: completionsBody },
);

export const publicaiChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("publicai");

export const scalewayChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("scaleway");

export const togetherChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"together",
	"v1/chat/completions",
	{
		// Together takes a JSON schema at `response_format.schema`, not nested in `json_schema`.
		body(body) {
			const format = body.response_format as
				| { type?: string; json_schema?: { schema?: unknown } }
				| undefined;
			if (format?.type !== "json_schema" || !format.json_schema?.schema) return body;
			return { ...body, response_format: { type: "json_schema", schema: format.json_schema.schema } };
		},
	},
);

export const zaiChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"zai-org",
	"api/paas/v4/chat/completions",
	{
		headers: () => ZAI_HEADERS,
	},
);

/** The router's own chat endpoint: it picks the provider (or honours an `id:provider` suffix). */
export const autoRouterChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("auto");
