import { TASK_TABLES } from "@hubkit/inference/internal";
import { describe, expect, it } from "vitest";
import {
	getInferenceSnippetsWithReasons,
	type InferenceSnippet,
	type InferenceSnippetOptions,
	planSnippetCall,
} from "../src/index.js";

/** How each client opens the sample file, the name it opens in the first group. */
const OPENS: Record<string, RegExp> = {
	requests: /open\("([^"]+)", "rb"\)/,
	fal_client: /fal_client\.upload_file\("([^"]+)"\)/,
	// The path as the call's first argument, or as the image of a document question.
	huggingface_hub: /(?:\n {4}|\n {8}"image": )"([^"]+)",/,
	fetch: /readFile\("([^"]+)"\)/,
	"huggingface.js": /openAsBlob\("([^"]+)"/,
	// The file as the body, or its base64 put inside a JSON body.
	curl: /--data-binary '@([^']+)'|base64 < '([^']+)'/,
};

/** The comment that says where to get the sample: a download command in the snippet's comment syntax. */
const SAMPLE_COMMENT = /^(#|\/\/) Sample: curl -LO (https:\/\/\S+)$/gm;

const ignore = () => {};

/** Every provider, task and option set whose snippets read a sample file. */
function callsThatReadAFile(): Array<{ label: string; snippets: InferenceSnippet[]; name: string }> {
	const found: Array<{ label: string; snippets: InferenceSnippet[]; name: string }> = [];
	for (const [task, table] of Object.entries(TASK_TABLES)) {
		for (const provider of Object.keys(table)) {
			for (const options of [{}, { directRequest: true }] as InferenceSnippetOptions[]) {
				const model = { id: "acme/model", pipeline_tag: task, tags: [] };
				const call = planSnippetCall(model, provider as "hf-inference", undefined, options, ignore);
				if (!call?.inputsFile) continue;
				const { snippets } = getInferenceSnippetsWithReasons(
					model,
					provider as "hf-inference",
					undefined,
					options,
				);
				const label = `${provider} ${task}${options.directRequest ? " (direct)" : ""}`;
				found.push({ label, snippets, name: call.inputsFile.file.name });
			}
		}
	}
	return found;
}

describe("a snippet that reads a sample file says where to get one of that name", () => {
	const calls = callsThatReadAFile();

	it("covers the tasks that read images and recordings", () => {
		const tasks = new Set(calls.map(({ label }) => label.split(" ")[1]));
		for (const task of ["automatic-speech-recognition", "image-classification", "image-to-image"])
			expect(tasks).toContain(task);
		expect(new Set(calls.map(({ name }) => name))).toEqual(
			new Set(["cats.jpg", "cat.png", "sample1.flac", "jfk.wav"]),
		);
	});

	it("every client's snippet has one comment, before the file is opened, whose URL ends with the name opened", () => {
		for (const { label, snippets, name } of calls) {
			expect(snippets.length, label).toBeGreaterThan(0);
			for (const { client, content } of snippets) {
				const where = `${label} ${client}`;
				const opened = OPENS[client]?.exec(content);
				expect(opened?.[1] ?? opened?.[2], where).toBe(name);
				const comments = [...content.matchAll(SAMPLE_COMMENT)];
				expect(comments, where).toHaveLength(1);
				const [comment] = comments;
				expect(comment?.[2]?.endsWith(`/${name}`), `${where}: ${comment?.[2]}`).toBe(true);
				expect(comment?.index, where).toBeLessThan(opened?.index ?? -1);
			}
		}
	});

	it("the comment is in the snippet's own comment syntax", () => {
		for (const { snippets } of calls)
			for (const { language, content } of snippets)
				expect(content.match(SAMPLE_COMMENT)?.[0]?.split(" ")[0]).toBe(language === "js" ? "//" : "#");
	});

	it("a file the examples do not ship (a caller's own) gets no comment", () => {
		const model = { id: "acme/model", pipeline_tag: "image-classification", tags: [] };
		const { snippets } = getInferenceSnippetsWithReasons(model, "hf-inference", undefined, {
			inputs: "holiday.jpg",
		});
		expect(snippets.length).toBeGreaterThan(0);
		for (const { content } of snippets) {
			expect(content).toContain("holiday.jpg");
			expect(content).not.toMatch(SAMPLE_COMMENT);
		}
	});
});
