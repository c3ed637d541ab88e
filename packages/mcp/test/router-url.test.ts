import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, callTool, connectStdio } from "./support/connect.js";
import { codeBlocks } from "./support/run-js.js";

const run = promisify(execFile);
const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

let emulator: Emulator;
let connection: Connection;
let scratch: string;

beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
	// The command as a developer starts it against their own router (a proxy, or the emulator here).
	connection = await connectStdio({ HF_ENDPOINT: emulator.url, HF_ROUTER_URL: emulator.url });
	scratch = mkdtempSync(join(tmpdir(), "hubkit-mcp-curl-"));
});

afterAll(async () => {
	await connection?.close();
	await emulator?.close();
	if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("hubkit-mcp with HF_ROUTER_URL", () => {
	it("writes snippets that call that router: the curl snippet runs as written against it", async () => {
		const { text, isError } = await callTool(connection.client, "inference_snippets", {
			model: CLASSIFIER,
			client: "curl",
		});
		expect(isError, text).toBe(false);
		const [block] = codeBlocks(text).filter((each) => each.language === "sh");
		const code = block?.code ?? "";
		expect(code).toContain(`${emulator.url}/hf-inference/models/${CLASSIFIER}`);
		expect(code).not.toContain("router.huggingface.co");
		writeFileSync(join(scratch, "snippet.sh"), code);
		emulator.reset();
		const { stdout } = await run("bash", ["snippet.sh"], {
			cwd: scratch,
			env: { PATH: process.env.PATH ?? "", HOME: scratch, HF_TOKEN: "hf_emulator" },
			timeout: 30_000,
		});
		// The hosted pipeline answers a list of labels per input text.
		expect((JSON.parse(stdout) as unknown[]).flat()).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ label: expect.any(String), score: expect.any(Number) }),
			]),
		);
		expect(emulator.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
			`POST /hf-inference/models/${CLASSIFIER}`,
		]);
	});
});
