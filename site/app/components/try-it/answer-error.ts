/** An answer the panel will not show as it is, with what was wrong in it. */
export class AnswerError extends Error {
	override name = "AnswerError";
}
