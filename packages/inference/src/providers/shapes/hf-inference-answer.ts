import type { AnswerReader, ResponseContext } from "../helper.js";
import { answerShape, describeShape, expectShape, fitsShape } from "./output-checks.js";

export interface HostedAnswerSpec<Output> {
	/**
	 * The answer in the form the task's specification gives, from the form the pipeline sends (some
	 * wrap one object in a list); it is then checked against the specification before `output`.
	 */
	unwrap?(data: unknown): unknown;
	output?(data: unknown, ctx: ResponseContext): Output | Promise<Output>;
}

/**
 * A hosted pipeline's answer, checked against the task's specification (the generated table in
 * output-checks.ts); the request is `hosted`'s.
 */
/* @__NO_SIDE_EFFECTS__ */
export function hostedAnswer<Output>(spec: HostedAnswerSpec<Output> = {}): AnswerReader<Output> {
	return (data, ctx) => {
		const task = ctx.task;
		const answer = spec.unwrap ? spec.unwrap(data) : data;
		// A file answer is the body itself, read by the call's media handling; its `output` checks it.
		const shape = answerShape(task);
		if (shape !== undefined && shape !== "blob") {
			const fits = (value: unknown) => fitsShape(value, shape);
			expectShape(answer, fits, "HF-Inference", task, describeShape(shape));
		}
		return spec.output ? spec.output(answer, ctx) : (answer as Output);
	};
}
