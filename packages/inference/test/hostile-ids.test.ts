import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
	getProviderHelper,
	InferenceClient,
	InferenceClientInputError,
	InferenceClientRoutingError,
	type InferenceProviderMappingEntry,
	MappingCache,
} from "../src/index.js";
import { buildRequestParts, type ResolvedCall } from "../src/internal.js";
import { HUB_TOKEN } from "./support/emulator.js";
import { failure, json, type Loopback, startLoopback } from "./support/loopback.js";

/** Ids that would move a request out of its route or to another host if pasted into a URL. */
const HOSTILE_IDS = [
	"../../evil/path?leak=1#",
	"owner/../../evil",
	"owner/..",
	"./owner/name",
	"owner//name",
	"owner/name/",
	"owner/name?leak=1",
	"owner/name#fragment",
	"owner/%2e%2e/%2e%2e/evil",
	"owner/name%3Fx",
	"owner\\..\\evil",
	"https://evil.example/x",
	"https:evil.example/x",
	"//evil.example/x",
	"javascript:alert(1)",
	"owner/na me",
	"owner/name\n",
	"owner/\u0000name",
	"owner/name\u2028",
	"",
	".",
	"..",
];

/** The part of a hub id a mapping answer may carry, and how the router would see it. */
function mappingEntry(fields: Partial<InferenceProviderMappingEntry>): InferenceProviderMappingEntry {
	return {
		provider: "hf-inference",
		hfModelId: "owner/name",
		providerId: "owner/name",
		status: "live",
		task: "text-classification",
		...fields,
	};
}

let hub: Loopback;
let evil: Loopback;
/** What the hub answers for `/api/models/...` in the current test. */
let mappingAnswer: unknown;
let tasksAnswer: unknown;
/** Where the hub sends every request on, when set. */
let redirectTo: string | undefined;

beforeAll(async () => {
	evil = await startLoopback((_request, response) => json(response, 200, [{ label: "POSITIVE", score: 1 }]));
	hub = await startLoopback((request, response) => {
		if (redirectTo) {
			response.writeHead(307, { location: redirectTo });
			response.end();
		} else if (request.url.includes("/api/models/"))
			json(response, 200, { inferenceProviderMapping: mappingAnswer });
		else if (request.url.includes("/api/tasks")) json(response, 200, tasksAnswer);
		else json(response, 200, [{ label: "POSITIVE", score: 1 }]);
	});
});
afterAll(async () => {
	await hub.close();
	await evil.close();
});
beforeEach(() => {
	hub.requests.length = 0;
	evil.requests.length = 0;
	mappingAnswer = [mappingEntry({})];
	tasksAnswer = { "text-classification": { models: [{ id: "owner/name" }] } };
	redirectTo = undefined;
});

function client(): InferenceClient {
	return new InferenceClient(HUB_TOKEN, {
		routerUrl: hub.url,
		hubUrl: hub.url,
		retryOnError: false,
		mappingCache: new MappingCache(),
	});
}

describe("a caller's model id never leaves its route", () => {
	for (const id of HOSTILE_IDS) {
		it(`refuses ${JSON.stringify(id)} before any request`, async () => {
			const error = await failure(client().textClassification({ model: id, inputs: "x" }));
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect(error.message).toMatch(/model/i);
			expect(hub.requests).toEqual([]);
		});
	}

	it("says exactly which characters a hub id may hold when refusing letters outside ASCII", async () => {
		for (const model of ["владелец/модель", "owner/modèle"]) {
			const error = await failure(client().textClassification({ model, inputs: "x" }));
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect(error.message).toContain(
				'characters other than ASCII letters (A-Z, a-z), digits (0-9), "-", "_" and "."',
			);
		}
		expect(hub.requests).toEqual([]);
	});

	it("names the field and quotes the value, truncated", async () => {
		const error = await failure(client().textClassification({ model: `../${"x".repeat(500)}`, inputs: "x" }));
		expect(error.message).toContain('"../xxxx');
		expect(error.message.length).toBeLessThan(400);
	});

	it("accepts the hub's real id shapes and sends them as path segments", async () => {
		for (const id of ["gpt2", "owner/name", "Org-1/Model_v2.5-Instruct"]) {
			await client().textClassification({ model: id, inputs: "x" });
		}
		expect(hub.requests.map((request) => request.url.split("?")[0])).toEqual([
			"/api/models/gpt2",
			"/hf-inference/models/owner/name",
			"/api/models/owner/name",
			"/hf-inference/models/owner/name",
			"/api/models/Org-1/Model_v2.5-Instruct",
			"/hf-inference/models/owner/name",
		]);
	});
});

describe("a caller's provider mapping never moves a request", () => {
	const fields: Array<keyof InferenceProviderMappingEntry> = [
		"providerId",
		"hfModelId",
		"adapterWeightsPath",
	];
	for (const field of fields) {
		for (const id of ["../../evil?x=1", "https://evil.example/x", "a//b", "a/b#c", "a\r\nb"]) {
			it(`refuses providerMapping.${field} = ${JSON.stringify(id)}`, async () => {
				const error = await failure(
					client().textClassification({
						model: "owner/name",
						inputs: "x",
						providerMapping: mappingEntry({
							[field]: id,
							...(field === "adapterWeightsPath" ? { adapter: "lora" } : {}),
						}),
					}),
				);
				expect(error).toBeInstanceOf(InferenceClientInputError);
				expect(error.message).toContain(`providerMapping.${field}`);
				expect(hub.requests).toEqual([]);
			});
		}
	}

	it("accepts a LoRA file name with spaces and parentheses, and sends it encoded", () => {
		const parts = buildRequestParts({
			helper: getProviderHelper("fal-ai", "text-to-image"),
			model: "fal-ai/flux-lora",
			args: { inputs: "a cat" },
			accessToken: HUB_TOKEN,
			routerUrl: "https://router.example",
			mapping: mappingEntry({
				provider: "fal-ai",
				providerId: "fal-ai/flux-lora",
				task: "text-to-image",
				adapter: "lora",
				adapterWeightsPath: "loras/Ghibli (1).safetensors",
			}),
		});
		expect(JSON.stringify(parts.payload)).toContain("/resolve/main/loras/Ghibli%20(1).safetensors");
	});

	it("refuses a mapping id that is not a string", async () => {
		const error = await failure(
			client().textClassification({
				model: "owner/name",
				inputs: "x",
				providerMapping: mappingEntry({ providerId: 42 as unknown as string }),
			}),
		);
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect(hub.requests).toEqual([]);
	});
});

describe("a hostile hub cannot send the token elsewhere", () => {
	const answers: Array<[string, () => Partial<InferenceProviderMappingEntry>]> = [
		["an absolute URL as providerId", () => ({ providerId: `${evil.url}/x` })],
		["a scheme-relative URL as providerId", () => ({ providerId: `//${new URL(evil.url).host}/x` })],
		["'..' segments in providerId", () => ({ providerId: "../../../x?leak=1" })],
		["an absolute URL as hfModelId", () => ({ hfModelId: `${evil.url}/x` })],
		["a providerId that is not a string", () => ({ providerId: { url: evil.url } as unknown as string })],
	];
	for (const [what, fields] of answers) {
		it(`refuses ${what}`, async () => {
			mappingAnswer = [mappingEntry(fields())];
			const error = await failure(client().textClassification({ model: "owner/name", inputs: "x" }));
			expect(error).toBeInstanceOf(InferenceClientRoutingError);
			expect(evil.requests).toEqual([]);
			expect(hub.requests.map((request) => request.method)).toEqual(["GET"]);
		});
	}

	it("refuses a hostile id in the object-shaped (older) answer too, for provider 'auto'", async () => {
		mappingAnswer = {
			"hf-inference": { providerId: `${evil.url}/x`, status: "live", task: "text-classification" },
		};
		const error = await failure(
			client().textClassification({ model: "owner/name", provider: "auto", inputs: "x" }),
		);
		expect(error).toBeInstanceOf(InferenceClientRoutingError);
		expect(evil.requests).toEqual([]);
	});

	it("a redirect to another host does not carry the token there", async () => {
		redirectTo = `${evil.url.replace("127.0.0.1", "localhost")}/steal`;
		await client().textClassification({
			model: "owner/name",
			inputs: "x",
			providerMapping: mappingEntry({}),
		});
		expect(evil.requests).toHaveLength(1);
		expect(JSON.stringify(evil.requests[0]?.headers)).not.toContain(HUB_TOKEN);
	});

	it("refuses a hostile default model from /api/tasks before looking it up", async () => {
		tasksAnswer = { "text-classification": { models: [{ id: "../../evil?leak=1" }] } };
		const error = await failure(
			client().textClassification({ inputs: "x" }, { hubUrl: `${hub.url}/fresh-1` }),
		);
		expect(error).toBeInstanceOf(InferenceClientRoutingError);
		expect(hub.requests.map((request) => request.url)).toEqual(["/fresh-1/api/tasks"]);
	});
});

describe("ids a provider answers with stay inside the route they extend", () => {
	it("a queued video job's id is one encoded path segment of its status URL", async () => {
		const jobId = "../../hf-inference/models/x?leak=1#";
		let polls = 0;
		const provider = await startLoopback((request, response) => {
			if (request.method === "POST") return json(response, 200, { id: jobId, status: "queued" });
			polls++;
			json(response, 200, { id: jobId, status: "failed", error: { message: "stop" } });
		});
		try {
			await failure(
				new InferenceClient(HUB_TOKEN, {
					routerUrl: provider.url,
					retryOnError: false,
					polling: { intervalMs: 1 },
				}).textToVideo({
					model: "owner/name",
					provider: "together",
					inputs: "a cat",
					providerMapping: mappingEntry({ provider: "together", task: "text-to-video" }),
				}),
			);
			expect(polls).toBe(1);
			expect(provider.requests[1]?.url).toBe(`/together/v2/videos/${encodeURIComponent(jobId)}`);
		} finally {
			await provider.close();
		}
	});
});

describe("buildRequestParts (what the snippet generator calls) refuses the same ids", () => {
	const helper = getProviderHelper("hf-inference", "text-classification");
	const call = (fields: Partial<ResolvedCall>): ResolvedCall => ({
		helper,
		model: "owner/name",
		args: { inputs: "x" },
		accessToken: HUB_TOKEN,
		routerUrl: "https://router.example",
		...fields,
	});

	for (const id of HOSTILE_IDS) {
		it(`refuses model ${JSON.stringify(id)}`, () => {
			expect(() => buildRequestParts(call({ model: id }))).toThrow(InferenceClientInputError);
			expect(() => buildRequestParts(call({ mapping: mappingEntry({ providerId: id }), model: id }))).toThrow(
				InferenceClientInputError,
			);
		});
	}

	it("accepts real provider ids: more segments, a ':version' tag, an '@' version", () => {
		const ids = [
			["fal-ai", "text-to-image", "fal-ai/flux/dev"],
			[
				"replicate",
				"text-to-image",
				"black-forest-labs/flux-schnell:5599ed30703defd1d160a25a63321b4dec97101d98b4674bcc56e41f62f35637",
			],
			["together", "conversational", "meta-llama/Llama-3.3-70B-Instruct-Turbo"],
			["fireworks-ai", "conversational", "accounts/fireworks/models/llama-v3p1-8b-instruct"],
			["together", "conversational", "owner/model@2024-06"],
		] as const;
		for (const [provider, task, providerId] of ids) {
			const parts = buildRequestParts(
				call({
					helper: getProviderHelper(provider, task),
					model: providerId,
					mapping: mappingEntry({ provider, providerId, task }),
					args: task === "conversational" ? { messages: [] } : { inputs: "x" },
				}),
			);
			expect(new URL(parts.url).origin).toBe("https://router.example");
		}
	});

	it("refuses a URL that would leave the router, whatever route a helper builds", () => {
		const wayward = { ...helper, url: () => "https://elsewhere.example/models/owner/name" };
		expect(() => buildRequestParts(call({ helper: wayward }))).toThrow(InferenceClientRoutingError);
		const climbing = { ...helper, url: undefined, route: () => "../../elsewhere" };
		expect(() =>
			buildRequestParts(call({ helper: climbing, routerUrl: "https://router.example/base" })),
		).toThrow(InferenceClientRoutingError);
	});

	it("lets an endpoint URL the caller passed through, and only to its own origin", () => {
		const parts = buildRequestParts(call({ endpointUrl: "https://my-endpoint.example/v1" }));
		expect(parts.url).toBe("https://my-endpoint.example/v1");
		expect(() => buildRequestParts(call({ endpointUrl: "not a url" }))).toThrow(InferenceClientInputError);
		expect(() => buildRequestParts(call({ endpointUrl: "file:///etc/passwd" }))).toThrow(
			InferenceClientInputError,
		);
	});
});

describe("any string as an id: refused before any request, or sent as path segments of its route", () => {
	const fragments = fc.constantFrom(
		"a",
		"B",
		"0",
		"-",
		"_",
		".",
		"..",
		"/",
		"//",
		":",
		"@",
		"?",
		"#",
		"%",
		"%2e",
		"%2F",
		"\\",
		" ",
		"\t",
		"\n",
		"\r",
		"\u0000",
		"https:",
		"http://",
		"~",
		"+",
		"é",
		"\u2028",
		"&",
		"=",
	);
	const ids = fc.oneof(
		fc.array(fragments, { maxLength: 8 }).map((parts) => parts.join("")),
		fc.string(),
	);

	function segments(path: string, prefix: string): string[] {
		expect(path.startsWith(prefix)).toBe(true);
		return path.slice(prefix.length).split("/").map(decodeURIComponent);
	}

	it("as the caller's model id", async () => {
		await fc.assert(
			fc.asyncProperty(ids, async (id) => {
				hub.requests.length = 0;
				try {
					await client().textClassification({ model: id, inputs: "x" });
				} catch (error) {
					expect(error).toBeInstanceOf(InferenceClientInputError);
					expect(hub.requests).toEqual([]);
					return;
				}
				const [lookup] = hub.requests;
				const [path, query] = (lookup?.url ?? "").split("?");
				expect(segments(path ?? "", "/api/models/")).toEqual(id.split("/"));
				expect(query).toMatch(/^expand(\[\]|%5B%5D)=inferenceProviderMapping$/);
				expect(evil.requests).toEqual([]);
			}),
			{ numRuns: 150 },
		);
	});

	for (const [provider, task, prefix] of [
		["hf-inference", "text-classification", "/hf-inference/models/"],
		["fal-ai", "text-to-image", "/fal-ai/"],
	] as const) {
		it(`as a provider id from the caller's mapping (${provider})`, async () => {
			await fc.assert(
				fc.asyncProperty(ids, async (id) => {
					hub.requests.length = 0;
					const method = task === "text-to-image" ? "textToImage" : "textClassification";
					try {
						await client()[method]({
							model: "owner/name",
							provider,
							inputs: "x",
							providerMapping: mappingEntry({ provider, task, providerId: id }),
						});
					} catch (error) {
						if (hub.requests.length === 0) {
							expect(error).toBeInstanceOf(InferenceClientInputError);
							return;
						}
					}
					expect(hub.requests).toHaveLength(1);
					const [path] = (hub.requests[0]?.url ?? "").split("?");
					expect(segments(path ?? "", prefix)).toEqual(id.split("/"));
				}),
				{ numRuns: 150 },
			);
		});
	}
});
