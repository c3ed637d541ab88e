import { INFERENCE_TOKEN_URL } from "../../site-config.js";

/**
 * What a hub token needs to call Inference Providers, and the link that makes one with it: the one
 * wording every place that asks for a token uses. Inline, so it sits inside a paragraph or a hint.
 */
export function InferenceTokenNote() {
	return (
		<span className="inference-token-note">
			A hub token needs to be a fine-grained token with the "Make calls to Inference Providers" permission:{" "}
			<a href={INFERENCE_TOKEN_URL}>create a token with that permission</a>.
		</span>
	);
}
