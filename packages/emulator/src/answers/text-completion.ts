import { seedOf, timeOf } from "./seed.js";
import { continuation, countTokens, streamPieces } from "./text.js";
import { type Body, generationSeed, promptTokens, tokenLimit, truncate, usage } from "./token-budget.js";

/** Text completions: the OpenAI `text_completion` shape (whole or streamed) and TGI's `[{generated_text}]`. */

export interface CompletionOptions {
	/** Together reports the sampling seed on every choice. */
	seedInChoices?: boolean;
}

function completionTexts(body: Body, seed: string): Array<{ text: string; cut: boolean }> {
	const prompts = Array.isArray(body.prompt) ? body.prompt.map(String) : [String(body.prompt ?? "")];
	return prompts.map((prompt) => {
		const written = truncate(continuation(prompt, seed), tokenLimit(body));
		return { text: body.echo === true ? prompt + written.text : written.text, cut: written.cut };
	});
}

export function textCompletion(body: Body, model: string, options: CompletionOptions = {}): Body {
	const seed = generationSeed("completion", body);
	const texts = completionTexts(body, seed);
	const sampling = typeof body.seed === "number" ? body.seed : Number.parseInt(seed.slice(0, 8), 16);
	return {
		id: `cmpl-${seed}`,
		object: "text_completion",
		created: timeOf(seed),
		model,
		choices: texts.map(({ text, cut }, index) => ({
			index,
			text,
			logprobs: null,
			finish_reason: cut ? "length" : "stop",
			...(options.seedInChoices ? { seed: sampling } : {}),
		})),
		usage: usage(
			promptTokens(body),
			texts.reduce((sum, { text }) => sum + countTokens(text), 0),
		),
	};
}

/** The `data:` payloads of a text-completion stream, ending with `[DONE]`. */
export function textCompletionEvents(body: Body, model: string): string[] {
	const seed = generationSeed("completion", body);
	const [first = { text: "", cut: false }] = completionTexts(body, seed);
	const base = { id: `cmpl-${seed}`, object: "text_completion", created: timeOf(seed), model };
	const chunk = (text: string, finishReason: string | null, extra: Body = {}) =>
		JSON.stringify({
			...base,
			choices: [{ index: 0, text, logprobs: null, finish_reason: finishReason }],
			...extra,
		});
	return [
		...streamPieces(first.text).map((piece) => chunk(piece, null)),
		chunk("", first.cut ? "length" : "stop", { usage: usage(promptTokens(body), countTokens(first.text)) }),
		"[DONE]",
	];
}

/** What text-generation-inference's own generate route answers: `[{generated_text}]`. */
export function generatedText(prompt: string, parameters: Body): Array<{ generated_text: string }> {
	const seed = seedOf("generate", prompt, JSON.stringify(parameters));
	const limit = typeof parameters.max_new_tokens === "number" ? parameters.max_new_tokens : undefined;
	const written = truncate(continuation(prompt, seed), limit).text;
	return [{ generated_text: parameters.return_full_text === true ? prompt + written : written }];
}
