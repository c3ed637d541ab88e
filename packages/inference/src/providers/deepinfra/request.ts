import type { ProviderModule } from "../provider-module.js";
import { jsonCall } from "../shapes/json-call.js";
import { flatArgs } from "../shapes/media.js";
import { completionsBody, openAIChat, openAICompletions, openAIEmbeddings } from "../shapes/openai.js";
import { openAITranscription } from "../shapes/openai-audio.js";
import { openAIImages } from "../shapes/openai-images.js";

// DeepInfra serves OpenAI's API under `v1/openai`.

/** Its name in messages, as its module below and its answers give it. */
export const LABEL = "DeepInfra";

export const deepinfraTextGeneration = /* @__PURE__ */ openAICompletions(
	"deepinfra",
	"v1/openai/completions",
	{
		body: completionsBody,
	},
);

export const deepinfraFeatureExtraction = /* @__PURE__ */ openAIEmbeddings(
	"deepinfra",
	"v1/openai/embeddings",
);

export const deepinfraTextToImage = /* @__PURE__ */ openAIImages({
	provider: "deepinfra",
	task: "text-to-image",
	route: "v1/openai/images/generations",
	body: (ctx) => ({
		...flatArgs(ctx.args),
		response_format: ctx.outputType === "url" ? "url" : "b64_json",
		prompt: ctx.args.inputs,
		model: ctx.model,
	}),
});

export const deepinfraTextToSpeech = /* @__PURE__ */ jsonCall({
	provider: "deepinfra",
	task: "text-to-speech",
	route: () => "v1/openai/audio/speech",
	// No default voice: voices are model-specific, and the API names the missing field clearly.
	body: (ctx) => ({ ...flatArgs(ctx.args), input: ctx.args.inputs, model: ctx.model }),
	// The API's default format: the answer is the WAV file itself.
	answer: { media: { in: "body", type: "audio/wav" } },
});

export const deepinfraAutomaticSpeechRecognition = /* @__PURE__ */ openAITranscription({
	provider: "deepinfra",
	route: "v1/openai/audio/transcriptions",
});

export const deepinfraChat = /* @__PURE__ */ openAIChat("deepinfra", "v1/openai/chat/completions");

export const deepinfra = {
	id: "deepinfra",
	label: LABEL,
	hubOrg: "DeepInfra",
	baseUrl: "https://api.deepinfra.com",
	routed: true,
	keyEnvVar: "DEEPINFRA_API_KEY",
	tasks: {
		"automatic-speech-recognition": deepinfraAutomaticSpeechRecognition,
		conversational: deepinfraChat,
		"feature-extraction": deepinfraFeatureExtraction,
		"text-generation": deepinfraTextGeneration,
		"text-to-image": deepinfraTextToImage,
		"text-to-speech": deepinfraTextToSpeech,
	},
} as const satisfies ProviderModule;
