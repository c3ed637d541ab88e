import { InferenceClientInputError } from "../../errors/errors.js";
import type { ProviderModule } from "../provider-module.js";
import { flatArgs } from "../shapes/media.js";
import { openAIChat } from "../shapes/openai.js";
import { openAIImages } from "../shapes/openai-images.js";

export const nscaleTextToImage = /* @__PURE__ */ openAIImages({
	provider: "nscale",
	task: "text-to-image",
	route: "v1/images/generations",
	body(ctx) {
		// Nscale only answers with base64 images: there is no link to hand back.
		if (ctx.outputType === "url") {
			throw new InferenceClientInputError(
				"outputType 'url' is not available with nscale, which returns images inline. Use 'blob', 'dataUrl' or 'json'.",
			);
		}
		return { ...flatArgs(ctx.args), response_format: "b64_json", prompt: ctx.args.inputs, model: ctx.model };
	},
});

export const nscaleChat = /* @__PURE__ */ openAIChat("nscale");

export const nscale = {
	id: "nscale",
	label: "Nscale",
	hubOrg: "nscale",
	baseUrl: "https://inference.api.nscale.com",
	routed: true,
	keyEnvVar: "NSCALE_API_KEY",
	tasks: { conversational: nscaleChat, "text-to-image": nscaleTextToImage },
} as const satisfies ProviderModule;
