import { speechRoute, transcriptionRoute } from "./audio.js";
import { type DirectBase, type ProviderSpec, post, type Route } from "./call.js";
import { falRoutes } from "./fal.js";
import { hfInferenceRoutes } from "./hf-inference/routes.js";
import { imagesRoute } from "./images.js";
import { layoutParsingRoute } from "./layout-parsing.js";
import { novitaTaskRoutes } from "./novita-tasks.js";
import { chatRoute, completionRoute, embeddingsRoute } from "./openai-compatible.js";
import { replicateRoutes } from "./replicate.js";
import { togetherVideoRoutes } from "./together-video.js";
import { wavespeedRoutes } from "./wavespeed.js";
import { zaiImageRoutes } from "./zai-images.js";

/**
 * The 19 providers: how they word errors, which real hosts `/direct/<name>` plays, and the routes
 * (relative to the router prefix or the direct base) each one serves, exactly as the reference client calls them.
 */

function bearer(name: string, host: string): DirectBase[] {
	return [{ name, host, scheme: "Bearer" }];
}

const chat = (pattern: RegExp, options?: Parameters<typeof chatRoute>[0]): Route =>
	post(pattern, chatRoute(options));
const V1_CHAT = /^v1\/chat\/completions$/;
const V1_COMPLETIONS = /^v1\/completions$/;

export const PROVIDERS: ProviderSpec[] = [
	{ name: "hf-inference", style: "hf", routed: true, direct: [], routes: hfInferenceRoutes },
	{
		name: "together",
		style: "openai",
		routed: true,
		direct: bearer("together", "api.together.xyz"),
		routes: [
			chat(V1_CHAT),
			post(V1_COMPLETIONS, completionRoute({ seedInChoices: true })),
			post(
				/^v1\/images\/generations$/,
				imagesRoute({
					formats: ["url", "base64"],
					base64Format: "base64",
					tasks: ["text-to-image", "image-to-image"],
					together: true,
				}),
			),
			post(/^v1\/embeddings$/, embeddingsRoute),
			post(/^v1\/audio\/speech$/, speechRoute({ voiceRequired: /kokoro/i })),
			post(/^v1\/audio\/transcriptions$/, transcriptionRoute({ acceptsUrl: true })),
			...togetherVideoRoutes,
		],
	},
	{
		name: "fal-ai",
		style: "fal",
		routed: true,
		direct: [
			{ name: "fal-ai", host: "fal.run", scheme: "Key" },
			{ name: "fal-ai-queue", host: "queue.fal.run", scheme: "Key", queue: true },
		],
		routes: falRoutes,
	},
	{
		name: "replicate",
		style: "replicate",
		routed: true,
		direct: bearer("replicate", "api.replicate.com"),
		routes: replicateRoutes,
	},
	{
		name: "fireworks-ai",
		style: "openai",
		routed: true,
		direct: bearer("fireworks-ai", "api.fireworks.ai"),
		routes: [chat(/^inference\/v1\/chat\/completions$/)],
	},
	{
		name: "groq",
		style: "openai",
		routed: true,
		direct: bearer("groq", "api.groq.com"),
		// The reference client sends text-generation here too, with a body Groq refuses (no messages).
		routes: [chat(/^openai\/v1\/chat\/completions$/, { tasks: ["conversational", "text-generation"] })],
	},
	{
		name: "cerebras",
		style: "openai",
		routed: true,
		direct: bearer("cerebras", "api.cerebras.ai"),
		routes: [chat(V1_CHAT)],
		refusedChatParameters: ["store"],
	},
	{
		name: "cohere",
		style: "cohere",
		routed: true,
		direct: bearer("cohere", "api.cohere.com"),
		routes: [chat(/^compatibility\/v1\/chat\/completions$/)],
	},
	{
		name: "novita",
		style: "openai",
		routed: true,
		direct: bearer("novita", "api.novita.ai"),
		routes: [
			chat(/^v3\/openai\/chat\/completions$/, { tasks: ["conversational", "text-generation"] }),
			...novitaTaskRoutes,
		],
	},
	{
		name: "nscale",
		style: "openai",
		routed: true,
		direct: bearer("nscale", "inference.api.nscale.com"),
		routes: [
			chat(V1_CHAT),
			post(
				/^v1\/images\/generations$/,
				imagesRoute({ formats: ["b64_json"], base64Format: "b64_json", tasks: ["text-to-image"] }),
			),
		],
	},
	{
		name: "openai",
		style: "openai",
		routed: false,
		direct: bearer("openai", "api.openai.com"),
		routes: [chat(V1_CHAT)],
	},
	{
		name: "featherless-ai",
		style: "openai",
		routed: true,
		direct: bearer("featherless-ai", "api.featherless.ai"),
		routes: [chat(V1_CHAT), post(V1_COMPLETIONS, completionRoute())],
	},
	{
		name: "ovhcloud",
		style: "openai",
		routed: true,
		direct: bearer("ovhcloud", "oai.endpoints.kepler.ai.cloud.ovh.net"),
		routes: [chat(V1_CHAT), post(V1_COMPLETIONS, completionRoute())],
	},
	{
		name: "publicai",
		style: "openai",
		routed: true,
		direct: bearer("publicai", "api.publicai.co"),
		routes: [chat(V1_CHAT)],
	},
	{
		name: "scaleway",
		style: "openai",
		routed: true,
		direct: bearer("scaleway", "api.scaleway.ai"),
		routes: [
			chat(V1_CHAT),
			post(V1_COMPLETIONS, completionRoute()),
			post(/^v1\/embeddings$/, embeddingsRoute),
		],
	},
	{
		name: "baseten",
		style: "openai",
		routed: true,
		direct: bearer("baseten", "inference.baseten.co"),
		routes: [chat(V1_CHAT)],
	},
	{
		name: "deepinfra",
		style: "openai",
		routed: true,
		direct: bearer("deepinfra", "api.deepinfra.com"),
		routes: [
			chat(/^v1\/openai\/chat\/completions$/),
			post(/^v1\/openai\/completions$/, completionRoute()),
			post(/^v1\/openai\/embeddings$/, embeddingsRoute),
			post(/^v1\/openai\/audio\/transcriptions$/, transcriptionRoute()),
			post(/^v1\/openai\/audio\/speech$/, speechRoute()),
			post(
				/^v1\/openai\/images\/generations$/,
				imagesRoute({ formats: ["url", "b64_json"], base64Format: "b64_json", tasks: ["text-to-image"] }),
			),
		],
	},
	{
		name: "wavespeed",
		style: "wavespeed",
		routed: true,
		direct: bearer("wavespeed", "api.wavespeed.ai"),
		routes: wavespeedRoutes,
	},
	{
		name: "zai-org",
		style: "openai",
		routed: true,
		direct: bearer("zai-org", "api.z.ai"),
		routes: [
			chat(/^api\/paas\/v4\/chat\/completions$/),
			post(/^api\/paas\/v4\/layout_parsing$/, layoutParsingRoute),
			...zaiImageRoutes,
		],
	},
];

export function providerNamed(name: string): ProviderSpec | undefined {
	return PROVIDERS.find((provider) => provider.name === name);
}

/** The provider and base a `/direct/<name>` prefix designates. */
export function directBase(name: string): { provider: ProviderSpec; base: DirectBase } | undefined {
	for (const provider of PROVIDERS) {
		const base = provider.direct.find((candidate) => candidate.name === name);
		if (base) return { provider, base };
	}
	return undefined;
}
