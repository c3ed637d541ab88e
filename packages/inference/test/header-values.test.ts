import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getProviderHelper, InferenceClient, InferenceClientInputError, MappingCache } from "../src/index.js";
import { buildRequestParts, type ResolvedCall } from "../src/internal.js";
import { HUB_TOKEN } from "./support/emulator.js";
import { failure, json, type Loopback, startLoopback } from "./support/loopback.js";

const BAD_CHARACTERS = [
	["a line feed", "\n"],
	["a carriage return and line feed", "\r\nX-Injected: 1"],
	["a NUL", "\u0000"],
	["a character beyond U+00FF", "\u2028"],
	["another control character", "\u0007"],
] as const;

let server: Loopback;
beforeAll(async () => {
	server = await startLoopback((request, response) => {
		if (request.url.startsWith("/api/models/"))
			json(response, 200, {
				inferenceProviderMapping: [
					{ provider: "hf-inference", providerId: "owner/name", status: "live", task: "text-classification" },
				],
			});
		else json(response, 200, [{ label: "POSITIVE", score: 1 }]);
	});
});
afterAll(() => server.close());
beforeEach(() => {
	server.requests.length = 0;
});

function client(token: string, billTo?: string): InferenceClient {
	// Default retries on purpose: a refused value must not be retried as a network failure.
	return new InferenceClient(token, {
		routerUrl: server.url,
		hubUrl: server.url,
		mappingCache: new MappingCache(),
		...(billTo !== undefined ? { billTo } : {}),
	});
}

describe("a token or bill-to that HTTP cannot carry is refused before any request", () => {
	for (const [what, bad] of BAD_CHARACTERS) {
		it(`a token with ${what}, without showing the token`, async () => {
			const token = `${HUB_TOKEN}${bad}`;
			const error = await failure(client(token).textClassification({ model: "owner/name", inputs: "x" }));
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect(error.message).toMatch(/^accessToken contains /);
			expect(error.message).not.toContain(HUB_TOKEN.slice(3, 12));
			expect(error.cause).toBeUndefined();
			expect(server.requests).toEqual([]);
		});

		it(`a bill-to with ${what}`, async () => {
			const error = await failure(
				client(HUB_TOKEN, `my-org${bad}`).textClassification({ model: "owner/name", inputs: "x" }),
			);
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect(error.message).toMatch(/^billTo contains /);
			expect(server.requests).toEqual([]);
		});
	}

	it("a token with a space or a non-ASCII letter (no provider issues such keys)", async () => {
		for (const token of [`${HUB_TOKEN} `, "hf_ключ_1234567890", `Bearer ${HUB_TOKEN}`]) {
			const error = await failure(client(token).textClassification({ model: "owner/name", inputs: "x" }));
			expect(error).toBeInstanceOf(InferenceClientInputError);
		}
		expect(server.requests).toEqual([]);
	});

	it("a per-call token is checked like the client's", async () => {
		const error = await failure(
			new InferenceClient(undefined, { routerUrl: server.url, hubUrl: server.url }).textClassification({
				model: "owner/name",
				inputs: "x",
				accessToken: `${HUB_TOKEN}\n`,
			}),
		);
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect(server.requests).toEqual([]);
	});

	it("good values go through untouched", async () => {
		await client(HUB_TOKEN, "my-org").textClassification({ model: "owner/name", inputs: "x" });
		const call = server.requests.at(-1);
		expect(call?.headers.authorization).toBe(`Bearer ${HUB_TOKEN}`);
		expect(call?.headers["x-hf-bill-to"]).toBe("my-org");
	});
});

describe("buildRequestParts refuses the same values (the snippet generator writes them into code)", () => {
	const helper = getProviderHelper("hf-inference", "text-classification");
	const call = (fields: Partial<ResolvedCall>): ResolvedCall => ({
		helper,
		model: "owner/name",
		args: { inputs: "x" },
		accessToken: HUB_TOKEN,
		routerUrl: "https://router.example",
		...fields,
	});

	for (const [what, bad] of BAD_CHARACTERS) {
		it(`${what} in the token, the bill-to, or a provider's own header`, () => {
			expect(() => buildRequestParts(call({ accessToken: `${HUB_TOKEN}${bad}` }))).toThrow(
				/^accessToken contains /,
			);
			expect(() => buildRequestParts(call({ billTo: `org${bad}` }))).toThrow(/^billTo contains /);
			const withHeader = { ...helper, headers: () => ({ "X-Provider": `value${bad}` }) };
			expect(() => buildRequestParts(call({ helper: withHeader }))).toThrow(InferenceClientInputError);
			expect(() => buildRequestParts(call({ helper: withHeader }))).toThrow(/"X-Provider"/);
		});
	}

	it("a header name HTTP cannot carry", () => {
		const badName = { ...helper, headers: () => ({ "X-Bad\r\nName": "v" }) };
		expect(() => buildRequestParts(call({ helper: badName }))).toThrow(InferenceClientInputError);
	});
});
