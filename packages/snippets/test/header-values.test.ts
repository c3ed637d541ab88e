import { InferenceClient } from "@hubkit/inference";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	type InferenceSnippet,
	loadTemplate,
	planSnippetCall,
	type SnippetCall,
	setLogger,
} from "../src/index.js";
import { callHeaders, type Recorder, startRecorder } from "./support/recorder.js";
import { recordLogs } from "./support/recording-logger.js";
import { cleanRuns, runSnippet } from "./support/run-snippet.js";

const ENV_TOKEN = ["hf", "environment".repeat(3)].join("_");

const classifier = {
	id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	pipeline_tag: "text-classification",
	tags: [],
};
const mapping = {
	provider: "hf-inference",
	hfModelId: classifier.id,
	providerId: classifier.id,
	status: "live",
	task: "text-classification",
} as const;
const RAW_CLIENTS = ["curl", "requests", "fetch"];

let recorder: Recorder;
beforeAll(async () => {
	recorder = await startRecorder();
});
afterAll(async () => {
	await recorder.close();
	cleanRuns();
});
afterEach(() => setLogger(console));

/** Runs a snippet with bash, python3 or node; resolves to whether it exited 0. */
async function execute(snippet: InferenceSnippet): Promise<boolean> {
	return runSnippet(snippet, { HF_TOKEN: ENV_TOKEN }, {}).then(
		() => true,
		() => false,
	);
}

/** Ways to end a header line and start another, in a token or an organisation name. */
const INJECTIONS = [
	"org\r\nX-Injected: yes",
	"org\nX-Injected: yes",
	"org\rX-Injected: yes",
	"org\r\n\r\nGET /smuggled HTTP/1.1",
	"org\u0000X-Injected: yes",
	"org\r\nUser-Agent: injected",
	"org\u2028X-Injected: yes",
	"org\u0085X-Injected: yes",
	"\r\n",
	" org",
	"org\t",
	"orgé",
	"org 世界",
];
const headerish = fc.oneof(
	fc.constantFrom(...INJECTIONS),
	fc.string({ unit: "binary", minLength: 1, maxLength: 12 }),
	fc.string({
		unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
		minLength: 1,
		maxLength: 16,
	}),
);
const token = fc.oneof(
	headerish.map((text) => `hf_${text}`),
	headerish,
	fc.constant(["hf", "visible".repeat(3)].join("_")),
);

describe("a token or bill-to that would split a header (property)", () => {
	it("gives no snippets and says why, or snippets that send exactly the client's headers (curl, requests, fetch)", async () => {
		let written = 0;
		let refused = 0;
		await fc.assert(
			fc.asyncProperty(fc.option(headerish, { nil: undefined }), token, async (billTo, accessToken) => {
				const lines = recordLogs();
				const options = { billTo, accessToken, routerUrl: recorder.url };
				const snippets = getInferenceSnippets(classifier, "hf-inference", mapping, options).filter(
					({ client }) => RAW_CLIENTS.includes(client),
				);
				if (snippets.length === 0) {
					refused++;
					expect(lines.join("\n")).toMatch(
						/Failed to build the request for hf-inference \(text-classification\) \| Error: (accessToken|billTo) /,
					);
					return;
				}
				written++;
				expect(snippets.map(({ client }) => client)).toEqual(["requests", "fetch", "curl"]);
				recorder.received.length = 0;
				const client = new InferenceClient(accessToken, {
					routerUrl: recorder.url,
					...(billTo ? { billTo } : {}),
				});
				await client.textClassification({
					model: classifier.id,
					provider: "hf-inference",
					providerMapping: mapping,
					inputs: "I like you. I love you",
				});
				const expected = recorder.received.map(callHeaders);
				expect(expected).toHaveLength(1);
				for (const snippet of snippets) {
					recorder.received.length = 0;
					expect(await execute(snippet), snippet.content).toBe(true);
					expect(recorder.received.map(callHeaders), snippet.content).toEqual(expected);
				}
			}),
			{
				numRuns: 40,
				examples: [
					[INJECTIONS[0], ["hf", "visible".repeat(3)].join("_")],
					[undefined, `hf_${INJECTIONS[1]}`],
					["org", "hf_ok\r\nX-Injected: yes"],
					["org", ["hf", "visible".repeat(3)].join("_")],
				],
			},
		);
		expect(refused).toBeGreaterThan(0);
		expect(written).toBeGreaterThan(0);
	});
});

describe("templates write header values so a line break cannot split a header (defence in depth)", () => {
	const evil = "org\r\nX-Injected: yes";
	/** A call planned with good values, then given a bad one, as if it had slipped through. */
	function slipped(): SnippetCall {
		const call = planSnippetCall(classifier, "hf-inference", undefined, {
			billTo: "org",
			accessToken: ["hf", "visible".repeat(3)].join("_"),
			routerUrl: recorder.url,
		}) as SnippetCall;
		return {
			...call,
			billTo: evil,
			headers: call.headers.map(([name, value]) => [name, name === "X-HF-Bill-To" ? evil : value]),
			credential: { ...call.credential, literal: `hf_ok\r\nX-Token-Injected: yes` },
		};
	}

	it("curl writes no snippet at all", () => {
		expect(loadTemplate("sh", "curl", "basic")(slipped())).toBeUndefined();
		const onlyBillTo = slipped();
		onlyBillTo.credential = { ...onlyBillTo.credential, literal: ["hf", "visible".repeat(3)].join("_") };
		expect(loadTemplate("sh", "curl", "basic")(onlyBillTo)).toBeUndefined();
	});

	it("requests and fetch get the escaped value, which their HTTP stack refuses: nothing is sent", async () => {
		for (const [language, client] of [
			["python", "requests"],
			["js", "fetch"],
		] as const) {
			const content = loadTemplate(language, client, "basic")(slipped()) as string;
			expect(content).not.toContain("\r");
			expect(content).not.toMatch(/\nX-Injected/);
			recorder.received.length = 0;
			expect(await execute({ language, client, content }), content).toBe(false);
			expect(recorder.received).toEqual([]);
		}
	});
});
