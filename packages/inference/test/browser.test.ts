// The client as a web app uses it: bundled for the browser by esbuild from the package's name,
// loaded by a page on one origin, calling the emulator on another (so real CORS applies), in
// headless Chromium, with the client's defaults: the browser's own fetch, no process.env.
import { readFileSync } from "node:fs";
import type { RecordedRequest } from "@hubkit/emulator";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ScenarioInput, Scenarios } from "./support/browser-app.js";
import { launchChromium } from "./support/chromium.js";
import { HUB_TOKEN, seeded, useEmulator } from "./support/emulator.js";
import { type StaticServer, serveStatic } from "./support/static-server.js";

const emulator = useEmulator();

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hubkit browser test</title>
<script type="module" src="/app.js"></script></head><body></body></html>`;

const CAT_PNG = readFileSync(new URL("../../tasks/media/cat.png", import.meta.url));

let app: StaticServer;
let browser: Browser;
let page: Page;
let pageOrigin: string;
const pageErrors: string[] = [];

beforeAll(async () => {
	const bundle = await build({
		entryPoints: [new URL("./support/browser-app.ts", import.meta.url).pathname],
		bundle: true,
		platform: "browser",
		format: "esm",
		write: false,
		logLevel: "silent",
	});
	app = await serveStatic({
		"/": { type: "text/html; charset=utf-8", body: PAGE },
		"/app.js": { type: "text/javascript", body: bundle.outputFiles[0]?.text ?? "" },
		"/cat.png": { type: "image/png", body: CAT_PNG },
	});
	// The emulator is addressed as 127.0.0.1, the page as localhost: two origins.
	pageOrigin = `http://localhost:${app.port}`;
	browser = await launchChromium();
	page = await browser.newPage();
	page.on("pageerror", (error) => pageErrors.push(String(error)));
}, 60_000);

afterAll(async () => {
	await browser?.close();
	await app?.close();
});

beforeEach(async () => {
	// A fresh page per test: no mapping cached by an earlier test, so each test sees every request.
	await page.goto(`${pageOrigin}/`);
	expect(
		await page.evaluate(() => typeof (globalThis as { hubkitScenarios?: unknown }).hubkitScenarios),
	).toBe("object");
	expect(pageErrors).toEqual([]);
});

/** Runs a scenario of the bundled app in the page and gives back its plain-data result. */
function run<K extends keyof Scenarios>(
	name: K,
	input: Omit<ScenarioInput, "emulatorUrl" | "token">,
): Promise<Awaited<ReturnType<Scenarios[K]>>> {
	const full: ScenarioInput = { emulatorUrl: emulator.current.url, token: HUB_TOKEN, ...input };
	return page.evaluate(
		([scenario, argument]) =>
			(
				globalThis as unknown as { hubkitScenarios: Record<string, (input: unknown) => Promise<never>> }
			).hubkitScenarios[scenario]?.(argument) as Promise<never>,
		[name, full] as const,
	);
}

/** What the emulator was asked, as "METHOD /path?query"; preflights are not calls and must not appear. */
function calls(): string[] {
	return emulator.current.requests.map((request) => `${request.method} ${request.url}`);
}

/** `text` as a pattern that matches only itself. */
function literal(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function mappingLookup(model: string): string {
	return `GET /api/models/${model}?expand[]=inferenceProviderMapping`;
}

/** Every request came from the page, cross-origin, and carried the hub token only where it belongs. */
function expectFromPage(requests: RecordedRequest[]): void {
	for (const request of requests) {
		expect(request.headers.origin, request.url).toBe(pageOrigin);
		expect(request.headers["sec-fetch-mode"], request.url).toBe("cors");
		const authorized = !request.url.startsWith("/files/");
		expect(request.credential, request.url).toEqual(
			authorized ? { scheme: "Bearer", kind: "hub" } : undefined,
		);
	}
}

describe("the client bundled for the browser, in Chromium, with its defaults", { timeout: 20_000 }, () => {
	it("runs a chat completion through the router", async () => {
		const { model } = seeded("together", "conversational");
		const reply = await run("chat", { model });
		expect(reply.content).toContain('You said: "What is the capital of France?"');
		expect(reply.finishReason).toBe("stop");
		expect(calls()).toEqual([mappingLookup(model), "POST /together/v1/chat/completions"]);
		expect(emulator.current.requests[1]?.json).toMatchObject({
			messages: [{ role: "user", content: "What is the capital of France?" }],
		});
		expectFromPage(emulator.current.requests);
	});

	it("streams a chat completion to its end", async () => {
		const { model } = seeded("together", "conversational");
		const reply = await run("chatStream", { model });
		expect(reply.deltas.length).toBeGreaterThan(1);
		expect(reply.deltas.join("")).toContain('You said: "What is the capital of France?"');
		expect(reply.finishReason).toBe("stop");
		expect(calls()).toEqual([mappingLookup(model), "POST /together/v1/chat/completions"]);
		expect(emulator.current.requests[1]?.json).toMatchObject({ stream: true });
		expectFromPage(emulator.current.requests);
	});

	it("sends an image Blob to a hosted pipeline", async () => {
		const { model } = seeded("hf-inference", "image-classification");
		const labels = await run("imageClassification", { model, imageUrl: `${pageOrigin}/cat.png` });
		expect(labels.length).toBeGreaterThan(0);
		for (const { label, score } of labels) {
			expect(label).toEqual(expect.any(String));
			expect(score).toBeGreaterThanOrEqual(0);
		}
		expect(calls()).toEqual([mappingLookup(model), `POST /hf-inference/models/${model}`]);
		const sent = emulator.current.requests[1];
		expect(sent?.headers["content-type"]).toBe("image/png");
		expect(Buffer.compare(sent?.body ?? new Uint8Array(), CAT_PNG)).toBe(0);
		expectFromPage(emulator.current.requests);
	});

	it("submits a queued image job, polls it, fetches the result and downloads the image", async () => {
		const { model, providerId } = seeded("fal-ai", "text-to-image");
		const image = await run("queuedImage", { model });
		expect(image.type).toBe("image/jpeg");
		expect(image.size).toBeGreaterThan(100);
		expect(image.head).toEqual([0xff, 0xd8, 0xff]);
		const falApp = providerId.split("/").slice(0, 2).join("/");
		const job = /[0-9a-f-]{36}/.source;
		const expected = [
			literal(mappingLookup(model)),
			literal(`POST /fal-ai/${providerId}?_subdomain=queue`),
			// pollSteps 2: two answers "in progress", then "completed".
			...Array.from({ length: 3 }, () =>
				[literal(`GET /fal-ai/${falApp}/requests/`), job, literal("/status?_subdomain=queue")].join(""),
			),
			[literal(`GET /fal-ai/${falApp}/requests/`), job, literal("?_subdomain=queue")].join(""),
			/GET \/files\/image-[0-9a-f]+-\d+x\d+\.jpg/.source,
		];
		expect(calls()).toEqual(expected.map((pattern) => expect.stringMatching(new RegExp(`^${pattern}$`))));
		expectFromPage(emulator.current.requests);
	});

	it("ends a 4xx in the typed error, with its status and request id and without the token", async () => {
		const { model } = seeded("together", "conversational");
		const outcome = await run("rejectedChat", { model });
		if (outcome.settled !== "rejected") throw new Error("a temperature of 5 was accepted");
		expect(outcome.typed).toBe(true);
		expect(outcome.name).toBe("ProviderApiError");
		expect(outcome.status).toBe(400);
		// Readable only if the emulator exposes x-request-id to the page's origin.
		expect(outcome.requestId).toBe("emu-000002");
		expect(outcome.message).toContain("temperature");
		for (const text of [outcome.message, outcome.shown]) expect(text).not.toContain(HUB_TOKEN);
		expect(calls()).toEqual([mappingLookup(model), "POST /together/v1/chat/completions"]);
		expectFromPage(emulator.current.requests);
	});

	it("ends a stream cut off mid-event in a typed error, whatever the browser's network error looks like", async () => {
		const { model } = seeded("together", "conversational");
		emulator.current.setFaults([{ fault: "cut-stream", path: "/together/v1/chat/completions", times: 1 }]);
		const outcome = await run("brokenStream", { model });
		if (outcome.settled !== "rejected") throw new Error(`a cut stream looked complete: ${outcome.deltas}`);
		expect(outcome.typed).toBe(true);
		for (const text of [outcome.message, outcome.shown]) expect(text).not.toContain(HUB_TOKEN);
		expect(calls()).toEqual([mappingLookup(model), "POST /together/v1/chat/completions"]);
	});
});
