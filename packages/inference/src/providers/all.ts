import { baseten } from "./baseten.js";
import { cerebras } from "./cerebras.js";
import { cohere } from "./cohere.js";
import { deepinfra } from "./deepinfra.js";
import { falAi } from "./fal-ai.js";
import { featherlessAi } from "./featherless-ai.js";
import { fireworksAi } from "./fireworks-ai.js";
import { groq } from "./groq.js";
import { hfInference } from "./hf-inference.js";
import { novita } from "./novita.js";
import { nscale } from "./nscale.js";
import { openai } from "./openai.js";
import { ovhcloud } from "./ovhcloud.js";
import type { ProviderModule } from "./provider-module.js";
import { publicai } from "./publicai.js";
import { replicate } from "./replicate.js";
import { scaleway } from "./scaleway.js";
import { together } from "./together.js";
import { wavespeed } from "./wavespeed.js";
import { zaiOrg } from "./zai-org.js";

/**
 * Every provider module, in alphabetical order of id: the one list the registries
 * (`INFERENCE_PROVIDERS`, the host and organisation tables, the task tables) are derived from.
 * Adding a provider is adding its module here. Its literal types are what `InferenceProvider` and
 * `ProviderHost` are computed from; the public `PROVIDER_MODULES` is the same list, plainly typed.
 */
export const PROVIDER_MODULE_LIST = [
	baseten,
	cerebras,
	cohere,
	deepinfra,
	falAi,
	featherlessAi,
	fireworksAi,
	groq,
	hfInference,
	novita,
	nscale,
	openai,
	ovhcloud,
	publicai,
	replicate,
	scaleway,
	together,
	wavespeed,
	zaiOrg,
] as const satisfies readonly ProviderModule[];
