// Compiled by `npm run typecheck` under exactOptionalPropertyTypes (tsconfig.exact-types.json), as
// a reader's strict project compiles it (this repository's own settings leave that flag off): every
// option takes undefined, so an unset environment variable passes as it is. The options come from
// the built declarations, as a reader imports them: the sources are checked by the package's settings.
import type { InferenceSnippetOptions } from "@hubkit/snippets";

/** Every option, as undefined: the mapped type fails to compile if an option is missing here. */
const everyOption: { [Name in keyof Required<InferenceSnippetOptions>]: undefined } = {
	api: undefined,
	streaming: undefined,
	billTo: undefined,
	accessToken: undefined,
	directRequest: undefined,
	endpointUrl: undefined,
	endpointModel: undefined,
	inputs: undefined,
	messages: undefined,
	temperature: undefined,
	max_tokens: undefined,
	top_p: undefined,
	parameters: undefined,
	routerUrl: undefined,
	providerBaseUrls: undefined,
};

export const options: InferenceSnippetOptions = everyOption;

// The check sees a wrong type: it is not passing for want of looking.
// @ts-expect-error streaming is a boolean
export const wrong: InferenceSnippetOptions = { ...everyOption, streaming: 1 };
