import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
	InferenceClient,
	InferenceClientError,
	InferenceClientHubApiError,
	MappingCache,
} from "../src/index.js";
import { HUB_TOKEN } from "./support/emulator.js";
import { failure, json, type Loopback, startLoopback } from "./support/loopback.js";

let server: Loopback;
/** `/api/tasks` answers held back until the test releases them. */
let held: Array<() => void>;
let holdTasks: boolean;
let tasksStatus: number;

/** Each hub (a path prefix on the loopback) recommends a model named after itself. */
function catalogue(hub: string) {
	return { "text-classification": { models: [{ id: `${hub}/recommended` }] } };
}

beforeAll(async () => {
	server = await startLoopback((request, response: ServerResponse) => {
		const [, hub, ...rest] = request.url.split("/");
		const path = `/${rest.join("/")}`;
		if (path === "/api/tasks") {
			const answer = () =>
				tasksStatus === 200
					? json(response, 200, catalogue(hub ?? ""))
					: json(response, tasksStatus, { error: "down" });
			if (holdTasks) held.push(answer);
			else answer();
		} else if (path.startsWith("/api/models/")) {
			json(response, 200, {
				inferenceProviderMapping: [
					{ provider: "hf-inference", providerId: "owner/name", status: "live", task: "text-classification" },
				],
			});
		} else json(response, 200, [{ label: "POSITIVE", score: 1 }]);
	});
});
afterAll(() => server.close());
beforeEach(() => {
	server.requests.length = 0;
	held = [];
	holdTasks = false;
	tasksStatus = 200;
});

let fresh = 0;
function hub(): string {
	fresh++;
	return `${server.url}/hub${fresh}`;
}

function client(hubUrl: string, fetch?: typeof globalThis.fetch): InferenceClient {
	return new InferenceClient(HUB_TOKEN, {
		routerUrl: server.url,
		hubUrl,
		retryOnError: false,
		mappingCache: new MappingCache(),
		...(fetch ? { fetch } : {}),
	});
}

const tasksRequests = () => server.requests.filter((request) => request.url.endsWith("/api/tasks"));

describe("the default-model lookup is shared, and one caller's abort never fails another", () => {
	it("two clients: the first caller aborts while the lookup is under way, the second still gets its answer", async () => {
		holdTasks = true;
		const hubUrl = hub();
		const controller = new AbortController();
		const first = client(hubUrl).textClassification({ inputs: "x" }, { signal: controller.signal });
		const second = client(hubUrl).textClassification({ inputs: "x" });
		await vi.waitFor(() => expect(tasksRequests()).toHaveLength(1), { timeout: 10_000, interval: 5 });
		controller.abort();
		const aborted = await failure(first);
		expect(aborted).toBeInstanceOf(InferenceClientError);
		expect(aborted.name).toBe("AbortError");
		for (const release of held) release();
		await expect(second).resolves.toEqual([{ label: "POSITIVE", score: 1 }]);
		expect(tasksRequests()).toHaveLength(1);
		expect(server.requests.map((request) => request.url)).toContain(
			`/hub${fresh}/api/models/hub${fresh}/recommended?expand[]=inferenceProviderMapping`,
		);
	});

	it("two calls on one client: the same", async () => {
		holdTasks = true;
		const shared = client(hub());
		const controller = new AbortController();
		const first = shared.textClassification({ inputs: "x" }, { signal: controller.signal });
		const second = shared.textClassification({ inputs: "x" });
		await vi.waitFor(() => expect(tasksRequests()).toHaveLength(1), { timeout: 10_000, interval: 5 });
		controller.abort();
		expect((await failure(first)).name).toBe("AbortError");
		for (const release of held) release();
		await expect(second).resolves.toHaveLength(1);
	});

	it("a caller that aborted does not leave an aborted lookup behind for later callers", async () => {
		holdTasks = true;
		const hubUrl = hub();
		const controller = new AbortController();
		const first = client(hubUrl).textClassification({ inputs: "x" }, { signal: controller.signal });
		await vi.waitFor(() => expect(tasksRequests()).toHaveLength(1), { timeout: 10_000, interval: 5 });
		controller.abort();
		await failure(first);
		for (const release of held) release();
		holdTasks = false;
		await expect(client(hubUrl).textClassification({ inputs: "x" })).resolves.toHaveLength(1);
	});

	it("a failed lookup is not kept: the next call asks again", async () => {
		const hubUrl = hub();
		tasksStatus = 404;
		expect(await failure(client(hubUrl).textClassification({ inputs: "x" }))).toBeInstanceOf(
			InferenceClientHubApiError,
		);
		tasksStatus = 200;
		await expect(client(hubUrl).textClassification({ inputs: "x" })).resolves.toHaveLength(1);
		expect(tasksRequests()).toHaveLength(2);
	});

	it("different hubs never share an answer", async () => {
		const [a, b] = [hub(), hub()];
		await client(a).textClassification({ inputs: "x" });
		await client(b).textClassification({ inputs: "x" });
		const lookups = server.requests.filter((request) => request.url.includes("/api/models/"));
		expect(lookups.map((request) => request.url.split("?")[0])).toEqual([
			`/hub${fresh - 1}/api/models/hub${fresh - 1}/recommended`,
			`/hub${fresh}/api/models/hub${fresh}/recommended`,
		]);
	});

	it("a client with its own fetch loads through it, even when another client has loaded the same hub", async () => {
		const hubUrl = hub();
		await client(hubUrl).textClassification({ inputs: "x" });
		const seen: string[] = [];
		const counting: typeof fetch = (input, init) => {
			seen.push(String(input));
			return fetch(input, init);
		};
		await client(hubUrl, counting).textClassification({ inputs: "x" });
		expect(seen[0]).toBe(`${hubUrl}/api/tasks`);
	});
});
