import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildArgs, FieldError } from "../app/components/try-it/call-args.js";
import TryIt from "../app/components/try-it/TryIt.js";
import type { TryItProps } from "../app/components/try-it/try-it-props.js";

const noSample = async (): Promise<Blob> => {
	throw new Error("no sample expected");
};

describe("buildArgs", () => {
	it("puts each field at its place, splits lists by line and leaves unset parameters out", async () => {
		const args = await buildArgs(
			{
				chat: false,
				parametersPath: ["parameters"],
				fields: [
					{ kind: "text", label: "Question", path: ["inputs", "question"], value: "Who?", multiline: false },
					{ kind: "text", label: "Context", path: ["inputs", "context"], value: "Ann.", multiline: true },
					{ kind: "list", label: "Candidate labels", path: ["parameters", "candidate_labels"], value: ["a"] },
				],
			},
			{ "inputs.question": "Where?", "parameters.candidate_labels": " x \n\ny\n" },
			{ top_k: 2, align_to_words: undefined, lang: "" },
			noSample,
		);
		expect(args).toEqual({
			inputs: { question: "Where?", context: "Ann." },
			parameters: { candidate_labels: ["x", "y"], top_k: 2 },
		});
	});

	it("sends the demo's sample only when the reader chose no file", async () => {
		const field = {
			kind: "file",
			label: "Image",
			path: ["inputs"],
			accept: "image/*",
			sample: "/media/tasks/cat.png",
		} as const;
		const sample = new Blob(["sample"], { type: "image/png" });
		const chosen = new Blob(["mine"], { type: "image/jpeg" });
		const asked: string[] = [];
		const load = async (url: string) => {
			asked.push(url);
			return sample;
		};
		const props = { chat: false, parametersPath: [], fields: [field] };
		expect((await buildArgs(props, {}, {}, load)).inputs).toBe(sample);
		expect((await buildArgs(props, { inputs: chosen }, {}, load)).inputs).toBe(chosen);
		expect(asked).toEqual(["/media/tasks/cat.png"]);
	});

	it("builds one user message for chat, with the image as a data URL when there is one", async () => {
		const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
		const args = await buildArgs(
			{
				chat: true,
				parametersPath: [],
				fields: [
					{ kind: "file", label: "Image", path: ["image"], accept: "image/*", dataUrl: true },
					{ kind: "text", label: "Message", path: ["message"], value: "Describe it.", multiline: true },
				],
			},
			{ image },
			{ max_tokens: 20 },
			noSample,
		);
		expect(args).toEqual({
			messages: [
				{
					role: "user",
					content: [
						{ type: "text", text: "Describe it." },
						{ type: "image_url", image_url: { url: "data:image/png;base64,iVBORw==" } },
					],
				},
			],
			max_tokens: 20,
		});
	});

	it("refuses JSON that does not parse, and a file field with neither a file nor a sample, before any call", async () => {
		const json = { kind: "json", label: "Table", path: ["inputs", "table"], value: "{}" } as const;
		await expect(
			buildArgs({ chat: false, parametersPath: [], fields: [json] }, { "inputs.table": "{" }, {}, noSample),
		).rejects.toThrow(FieldError);
		const file = { kind: "file", label: "Audio", path: ["inputs"], accept: "audio/*" } as const;
		await expect(
			buildArgs({ chat: false, parametersPath: [], fields: [file] }, {}, {}, noSample),
		).rejects.toThrow("Choose a file for Audio.");
	});
});

describe("TryIt before hydration", () => {
	it("is static text that says what the panel does and that it needs JavaScript, without the panel", () => {
		const props: TryItProps = {
			task: "text-classification",
			method: "textClassification",
			chat: false,
			model: "a/b",
			models: { "hf-inference": "a/b" },
			providers: ["hf-inference"],
			fields: [{ kind: "text", label: "Text", path: ["inputs"], value: "hi", multiline: true }],
			parameters: {},
			parametersPath: ["parameters"],
		};
		const html = renderToString(<TryIt {...props} />);
		expect(html).toContain("Call this task from your browser");
		expect(html).toContain("This panel needs JavaScript.");
		expect(html).not.toContain("Access token");
		expect(html).not.toContain("<input");
	});
});
