import type { TaskSpec } from "@hubkit/tasks";
import type { AnswerShape } from "../src/types/answer-shape.js";

/** The generated file's name, in the generated types' folder. */
export const ANSWER_SHAPES_FILE: string;
/** The answer shape of one schema. */
export function answerShapeOf(schema: TaskSpec["response"]): AnswerShape;
/** The generated module of every task's answer shape, unformatted. */
export function renderAnswerShapes(specs: readonly TaskSpec[], header: string): string;
