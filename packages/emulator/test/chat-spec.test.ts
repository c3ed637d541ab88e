import { describe, expect, it } from "vitest";
import { CHAT, call, json, useEmulator } from "./helpers.js";

// What the chat specification (packages/tasks/src/specs/tasks/chat-completion.ts) allows, the
// emulator's chat routes accept; what it bounds, they refuse.

const emu = useEmulator();
const MODEL = "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo";
const routes = () => [
	`${emu.current.url}/together/v1/chat/completions`,
	`${emu.current.url}/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions`,
];

async function answered(url: string, body: Record<string, unknown>) {
	const response = await call(url, { model: MODEL, ...body });
	expect(response.status, await response.clone().text()).toBe(200);
	return json<{ choices: Array<{ index: number; message: { role: string } }> }>(response);
}

async function refusedParam(body: Record<string, unknown>): Promise<string | null> {
	const response = await call(routes()[0] ?? "", { model: MODEL, ...body });
	expect(response.status).toBe(400);
	return (await json<{ error: { param: string | null } }>(response)).error.param;
}

describe("chat requests the specification allows", () => {
	it("accepts the developer role, which carries instructions as system does", async () => {
		for (const url of routes()) {
			const reply = await answered(url, {
				messages: [
					{ role: "developer", content: "Answer in one word." },
					{ role: "user", content: "What is the capital of France?" },
				],
			});
			expect(reply.choices[0]?.message.role).toBe("assistant");
		}
	});

	it("accepts n above 8 and answers that many choices", async () => {
		const reply = await answered(routes()[0] ?? "", { ...CHAT, n: 12 });
		expect(reply.choices.map((choice) => choice.index)).toEqual(Array.from({ length: 12 }, (_, i) => i));
	});

	it("still refuses what the specification rules out", async () => {
		expect(await refusedParam({ ...CHAT, n: 0 })).toBe("n");
		expect(await refusedParam({ messages: [{ role: 7, content: "x" }] })).toBe("messages[0].role");
		expect(await refusedParam({ messages: [{ content: "x" }] })).toBe("messages[0].role");
		expect(await refusedParam({ ...CHAT, stop: ["a", "b", "c", "d", "e"] })).toBe("stop");
		expect(
			await refusedParam({
				messages: [
					{
						role: "user",
						content: [{ type: "image_url", image_url: { url: "https://x.test/a.png", detail: "huge" } }],
					},
				],
			}),
		).toBe("messages[0].content[0].image_url.detail");
		expect(await refusedParam({ ...CHAT, response_format: { type: "json_schema" } })).toBe(
			"response_format.json_schema",
		);
		// Inside a union the agreement test does not reach: a format's name is bounded as a tool's is.
		const longName = "n".repeat(65);
		expect(
			await refusedParam({
				...CHAT,
				response_format: { type: "json_schema", json_schema: { name: longName } },
			}),
		).toBe("response_format.json_schema.name");
		expect(
			await answered(routes()[0] ?? "", {
				...CHAT,
				response_format: { type: "json_schema", json_schema: { name: longName.slice(1) } },
			}),
		).toBeDefined();
	});
});
