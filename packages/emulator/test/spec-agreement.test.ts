import { TASK_SPECS, type TaskSpec } from "@hubkit/tasks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededModel } from "../src/index.js";
import { call, FLAC, JPEG, json, PNG, useEmulator, WAV } from "./helpers.js";
import { arbitrary, breakages, type Media, pathName, withValue } from "./spec-arbitrary.js";

// The task specifications document what the client sends; the emulator's hand-written checks must
// take every request they call valid and refuse, naming the field, every value they rule out. The
// tasks checked are those the emulator's hf-inference serves; that they are the tasks the client
// sends there is the site's OpenAPI test's to check, which has the client (the emulator uses none
// of the packages).

const emu = useEmulator();
const MEDIA: Media = {
	image: [PNG, JPEG].map((bytes) => bytes.toString("base64")),
	audio: [WAV, FLAC].map((bytes) => bytes.toString("base64")),
};
const CHAT_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const RUNS = 30;

type Body = Record<string, unknown>;

/** The columns of a table cut to the shortest, as a table's columns all have one length. */
function evenColumns(columns: unknown): unknown {
	if (typeof columns !== "object" || columns === null) return columns;
	const lists = Object.entries(columns as Record<string, unknown[]>);
	const rows = Math.min(...lists.map(([, cells]) => cells.length));
	return Object.fromEntries(lists.map(([name, cells]) => [name, cells.slice(0, rows)]));
}

/** What a specification states in words but its schema cannot: a mask token, equal columns. */
const IN_WORDS: Record<string, (body: Body) => Body> = {
	"chat-completion": (body) => ({
		...body,
		messages: (body.messages as Body[]).map((message) => ({
			...message,
			content: message.content ?? "Hello.",
			...(message.role === "tool" ? { tool_call_id: message.tool_call_id ?? "call_1" } : {}),
		})),
	}),
	"fill-mask": (body) => ({ ...body, inputs: `${body.inputs} [MASK]` }),
	"table-question-answering": (body) =>
		withValue(body, ["inputs", "table"], evenColumns((body.inputs as Body).table)),
	"tabular-classification": (body) =>
		withValue(body, ["inputs", "data"], evenColumns((body.inputs as Body).data)),
	"tabular-regression": (body) =>
		withValue(body, ["inputs", "data"], evenColumns((body.inputs as Body).data)),
};

interface Target {
	spec: TaskSpec;
	url: () => string;
	/** Fields the route needs beyond the spec's request (chat's model). */
	extra: Record<string, unknown>;
}

function targets(): Target[] {
	const found: Target[] = [];
	for (const spec of Object.values(TASK_SPECS)) {
		if (spec.task === "chat-completion") {
			found.push({ spec, url: () => `${emu.current.url}/v1/chat/completions`, extra: { model: CHAT_MODEL } });
			continue;
		}
		const seeded = seededModel("hf-inference", spec.task);
		if (!seeded) continue;
		found.push({
			spec,
			url: () => `${emu.current.url}/hf-inference/models/${seeded.model.id}`,
			extra: {},
		});
	}
	return found;
}

function inWords(target: Target, body: Body): Body {
	return IN_WORDS[target.spec.task]?.(body) ?? body;
}

function send(target: Target, body: Body): Promise<Response> {
	return call(target.url(), { ...body, ...target.extra });
}

/** What an error answer says: hf-inference's `{error: text}` or OpenAI's `{error: {message}}`. */
function errorMessage(body: unknown): string {
	const error = (body as { error?: unknown }).error;
	if (typeof error === "string") return error;
	return String((error as { message?: unknown } | undefined)?.message);
}

async function post(target: Target, body: Body): Promise<{ status: number; text: string }> {
	const response = await send(target, inWords(target, body));
	return { status: response.status, text: await response.text() };
}

describe.each(targets().map((target) => [target.spec.task, target] as const))("%s", (_task, target) => {
	it("answers 200 to every request its specification calls valid", async () => {
		await fc.assert(
			fc.asyncProperty(arbitrary(target.spec.request, MEDIA), async (body) => {
				const answer = await post(target, body as Record<string, unknown>);
				expect(answer.status, `${JSON.stringify(body).slice(0, 400)} -> ${answer.text.slice(0, 300)}`).toBe(
					200,
				);
			}),
			{ numRuns: RUNS },
		);
	});

	it("answers 200 to a request with every documented field", async () => {
		const [body] = fc.sample(arbitrary(target.spec.request, MEDIA, true), { numRuns: 1, seed: 7 });
		const answer = await post(target, body as Record<string, unknown>);
		expect(answer.status, `${JSON.stringify(body).slice(0, 400)} -> ${answer.text.slice(0, 300)}`).toBe(200);
	});

	const broken = breakages(target.spec.request);
	it.runIf(broken.length > 0).each(broken.map((b) => [`${pathName(b.path)} (${b.breaks})`, b] as const))(
		"refuses %s with 400 naming the field",
		async (_name, breakage) => {
			const [valid] = fc.sample(arbitrary(target.spec.request, MEDIA, true), { numRuns: 1, seed: 7 });
			const body = withValue(inWords(target, valid as Body), breakage.path, breakage.value);
			const response = await send(target, body);
			const text = await response.clone().text();
			expect(response.status, text).toBe(400);
			expect(errorMessage(await json(response))).toContain(`'${pathName(breakage.path)}`);
		},
	);
});
