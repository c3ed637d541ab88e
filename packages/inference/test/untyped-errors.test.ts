import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
	buildRequest,
	InferenceClient,
	InferenceClientError,
	InferenceClientHubApiError,
	InferenceClientInputError,
	type InferenceProviderMappingEntry,
	MappingCache,
} from "../src/index.js";
import { buildResolvedRequest, TASK_TABLES } from "../src/internal.js";
import { HUB_TOKEN } from "./support/emulator.js";
import { failure, json, type Loopback, startLoopback } from "./support/loopback.js";

let server: Loopback;
/** What the hub answers, by path prefix, in the current test. */
let answers: Record<string, () => [status: number, body: string]>;

beforeAll(async () => {
	server = await startLoopback((request, response) => {
		const path = request.url.replace(/^\/[^/]+(?=\/api\/)/, "");
		const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1];
		if (!answer) return json(response, 200, [{ label: "POSITIVE", score: 1 }]);
		const [status, body] = answer();
		response.writeHead(status, { "content-type": "application/json" });
		response.end(body);
	});
});
afterAll(() => server.close());
beforeEach(() => {
	server.requests.length = 0;
	answers = {};
});

const mapping: InferenceProviderMappingEntry = {
	provider: "hf-inference",
	hfModelId: "owner/name",
	providerId: "owner/name",
	status: "live",
	task: "text-classification",
};

let fresh = 0;
/** A client on a hub path of its own: the default-model lookup is shared per hub, and each test needs its own answer. */
function client(): InferenceClient {
	fresh++;
	return new InferenceClient(HUB_TOKEN, {
		routerUrl: server.url,
		hubUrl: `${server.url}/hub-${fresh}`,
		retryOnError: false,
		mappingCache: new MappingCache(),
	});
}

describe("a body that cannot be JSON is an input error, before any request", () => {
	const cyclic: Record<string, unknown> = { top_k: 1 };
	cyclic.self = cyclic;
	let deep: unknown = [];
	for (let i = 0; i < 200_000; i++) deep = [deep];
	const cases: Array<[string, unknown]> = [
		["a BigInt", { top_k: 10n }],
		["a cycle", cyclic],
		["nesting deeper than the serialiser's stack", { nested: deep }],
		[
			"a toJSON that throws",
			{
				toJSON() {
					throw new Error("no");
				},
			},
		],
	];
	for (const [what, parameters] of cases) {
		it(what, async () => {
			const error = await failure(
				client().textClassification({
					model: "owner/name",
					inputs: "x",
					parameters: parameters as Record<string, never>,
					providerMapping: mapping,
				}),
			);
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect(error.message).toMatch(/JSON/);
			expect(server.requests).toEqual([]);
		});
	}

	it("in buildRequest too", async () => {
		const error = await failure(
			buildRequest("text-classification", {
				model: "owner/name",
				inputs: "x",
				parameters: { top_k: 10n },
				providerMapping: mapping,
			} as never),
		);
		expect(error).toBeInstanceOf(InferenceClientInputError);
	});
});

describe("a malformed hub answer is a hub error", () => {
	for (const [what, body] of [
		["/api/tasks that is not JSON", "{ not json"],
		["/api/tasks that is JSON null", "null"],
		["/api/tasks whose entries are not objects", '{"text-classification": 7}'],
	] as const) {
		it(what, async () => {
			answers = { "/api/tasks": () => [200, body] };
			const error = await failure(client().textClassification({ inputs: "x" }));
			expect(error).toBeInstanceOf(InferenceClientHubApiError);
		});
	}

	for (const [what, body] of [
		["a mapping list with a null entry", '{"inferenceProviderMapping": [null]}'],
		["a mapping object with a null entry", '{"inferenceProviderMapping": {"hf-inference": null}}'],
		["a mapping list with a string entry", '{"inferenceProviderMapping": ["hf-inference"]}'],
		[
			"a mapping answer of 6 MB, past the 4 MiB a mapping may take",
			`{"inferenceProviderMapping": [], "x": "${"x".repeat(6_000_000)}"}`,
		],
	] as const) {
		it(what, async () => {
			answers = { "/api/models/": () => [200, body] };
			const error = await failure(client().textClassification({ model: "owner/name", inputs: "x" }));
			expect(error).toBeInstanceOf(InferenceClientHubApiError);
		});
	}
});

describe("whatever the arguments, building a request fails only with the client's own errors", () => {
	const keys = fc.constantFrom(
		...[
			"inputs",
			"parameters",
			"messages",
			"image",
			"data",
			"question",
			"context",
			"prompt",
			"stream",
			"table",
		],
	);
	const args = fc.dictionary(
		keys,
		fc.anything({ withBigInt: true, withTypedArray: true, withMap: true, withDate: true }),
	);
	for (const [task, table] of Object.entries(TASK_TABLES)) {
		it(task, () => {
			for (const [provider, helper] of Object.entries(table)) {
				fc.assert(
					fc.property(args, (values) => {
						try {
							buildResolvedRequest({
								helper,
								model: "owner/name",
								args: values,
								accessToken: HUB_TOKEN,
								routerUrl: "https://router.example",
								mapping: { ...mapping, provider, task },
							});
						} catch (error) {
							expect(error, `${provider}: ${String(error)}`).toBeInstanceOf(InferenceClientError);
						}
					}),
					{ numRuns: 25 },
				);
			}
		});
	}
});
