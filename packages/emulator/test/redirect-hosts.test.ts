import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "../src/index.js";

const run = promisify(execFile);
const PRELOAD = fileURLToPath(new URL("../redirect-hosts.mjs", import.meta.url));

/** Runs `script` in a Node process with the preload redirecting the real hub to the emulator. */
async function withPreload(emulatorUrl: string, script: string): Promise<unknown> {
	const { stdout } = await run(process.execPath, ["--import", PRELOAD, "--input-type=module", "-e", script], {
		env: {
			...process.env,
			HUBKIT_REDIRECTS: JSON.stringify([["https://router.huggingface.co", emulatorUrl]]),
		},
	});
	return JSON.parse(stdout);
}

describe("the redirect-hosts preload", () => {
	let emulator: Emulator;
	beforeAll(async () => {
		emulator = await startEmulator();
	});
	afterAll(() => emulator.close());

	const chat = JSON.stringify({
		model: "meta-llama/Llama-3.1-8B-Instruct",
		messages: [{ role: "user", content: "Hi" }],
	});

	it("keeps a Request object's method, headers and body when it moves the call", async () => {
		const answer = await withPreload(
			emulator.url,
			`const request = new Request("https://router.huggingface.co/v1/chat/completions", {
				method: "POST",
				headers: { Authorization: "Bearer hf_preload", "Content-Type": "application/json" },
				body: ${JSON.stringify(chat)},
			});
			const response = await fetch(request);
			console.log(JSON.stringify({ status: response.status }));`,
		);
		expect(answer).toEqual({ status: 200 });
		const last = emulator.requests.at(-1);
		expect(last?.method).toBe("POST");
		expect(last?.credential).toEqual({ scheme: "Bearer", kind: "hub" });
		expect(Buffer.from(last?.body ?? new Uint8Array()).toString()).toBe(chat);
	});

	it("leaves URLs outside its prefixes alone", async () => {
		const answer = await withPreload(
			emulator.url,
			`const response = await fetch(${JSON.stringify(`${emulator.url}/api/tasks`)});
			console.log(JSON.stringify({ status: response.status }));`,
		);
		expect(answer).toEqual({ status: 200 });
	});
});
