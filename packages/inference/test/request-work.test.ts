// The work one request costs, counted rather than timed: a URL parsed twice in one call, or a check
// repeated on the same value, is waste whatever the machine, and timing cannot tell it from noise.
import { afterEach, describe, expect, it } from "vitest";
import { getProviderHelper } from "../src/index.js";
import { buildRequestParts, type ResolvedCall } from "../src/internal.js";
import { HUB_TOKEN } from "./support/emulator.js";

const NativeURL = globalThis.URL;
/** Every string a URL was parsed from while counting. */
let parsedFrom: string[] = [];

/** Counts the URLs parsed in `work` (the client reads `URL` from the global scope at call time). */
function countingParses<T>(work: () => T): T {
	parsedFrom = [];
	globalThis.URL = class extends NativeURL {
		constructor(input: string | URL, base?: string | URL) {
			super(input, base);
			parsedFrom.push(String(input));
		}
	} as typeof URL;
	try {
		return work();
	} finally {
		globalThis.URL = NativeURL;
	}
}

afterEach(() => {
	globalThis.URL = NativeURL;
});

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

function chatCall(routerUrl: string): ResolvedCall {
	return {
		helper: getProviderHelper("hf-inference", "conversational"),
		model: MODEL,
		mapping: {
			provider: "hf-inference",
			hfModelId: MODEL,
			providerId: MODEL,
			status: "live",
			task: "conversational",
		},
		args: { messages: [{ role: "user", content: "Hello" }] },
		accessToken: HUB_TOKEN,
		routerUrl,
	};
}

describe("a request's URLs are parsed once each", () => {
	it("a routed call parses its base once, and not its plain route, on its first call and after", () => {
		// A router no call has used before: nothing kept from an earlier call can stand in for a parse.
		const routerUrl = `https://router-${Date.now().toString(36)}.example`;
		for (let call = 0; call < 2; call++) {
			const parts = countingParses(() => buildRequestParts(chatCall(routerUrl)));
			expect(parts.url).toBe(`${routerUrl}/hf-inference/models/${MODEL}/v1/chat/completions`);
			expect(parsedFrom).toEqual([`${routerUrl}/hf-inference/`]);
		}
	});

	it("an endpoint call parses the request's URL once and the base once", () => {
		const endpointUrl = "https://my-endpoint.example/v1";
		const parts = countingParses(() =>
			buildRequestParts({ ...chatCall("https://router.example"), endpointUrl }),
		);
		expect(parts.url).toBe("https://my-endpoint.example/v1/chat/completions");
		const counts = new Map<string, number>();
		for (const input of parsedFrom) counts.set(input, (counts.get(input) ?? 0) + 1);
		expect(counts.get(parts.url)).toBe(1);
		expect(counts.get("https://router.example/hf-inference/")).toBe(1);
	});
});
