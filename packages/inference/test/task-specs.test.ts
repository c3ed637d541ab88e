import { getTaskSpec, TASK_SPECS } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import * as inference from "../src/index.js";
import { INFERENCE_TASKS, InferenceClient } from "../src/index.js";

// The task specifications live in @hubkit/tasks, which knows nothing of the client; whether they
// cover exactly what the client serves is the client's concern, so it is checked here.

// The client names chat `conversational` (the provider mapping's task); the hub documents it as chat-completion.
const SPEC_ID: Readonly<Record<string, string>> = { conversational: "chat-completion" };
const servedTasks = INFERENCE_TASKS.map((task) => SPEC_ID[task] ?? task);
const specs = Object.entries(TASK_SPECS);
const clientFunctions = inference as unknown as Record<string, unknown>;

describe("the task specifications", () => {
	it("cover every task the client serves", () => {
		const missing = servedTasks.filter((task) => getTaskSpec(task) === undefined);
		expect(missing, `tasks without a specification: ${missing.join(", ")}`).toEqual([]);
	});

	it("are only for tasks the client serves, each filed under its own id", () => {
		for (const [id, spec] of specs) {
			expect(servedTasks, `${id} is not a task the client serves`).toContain(id);
			expect(spec.task).toBe(id);
		}
	});

	it("name a client function, exported and on the client, for each task and stream", () => {
		const client = new InferenceClient();
		const methods = specs.map(([, spec]) => spec.method);
		expect(new Set(methods).size, "two tasks name the same method").toBe(methods.length);
		for (const [id, spec] of specs) {
			expect(typeof clientFunctions[spec.method], `${id}: ${spec.method} is not exported`).toBe("function");
			expect(
				typeof (client as unknown as Record<string, unknown>)[spec.method],
				`${id}: not on the client`,
			).toBe("function");
			const streams = typeof clientFunctions[`${spec.method}Stream`] === "function";
			expect(
				spec.streamChunk !== undefined,
				`${id}: a stream chunk exactly when ${spec.method}Stream exists`,
			).toBe(streams);
		}
	});
});
