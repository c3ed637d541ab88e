import { describe, expect, it } from "vitest";
import { startEmulator } from "../src/index.js";
import type { EmulatorOptions } from "../src/types.js";
import { CHAT, call, HF_TOKEN, PROVIDER_KEY, postBytes, useEmulator, WAV } from "./helpers.js";

const emu = useEmulator();

describe("recorded requests", () => {
	it("keep every request in order, with the credential redacted to its scheme", async () => {
		emu.current.reset();
		await call(`${emu.current.url}/together/v1/chat/completions?debug=1`, {
			model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
			...CHAT,
		});
		await call(
			`${emu.current.url}/direct/fal-ai/fal-ai/dia-tts`,
			{ text: "hi" },
			{ token: PROVIDER_KEY, scheme: "Key" },
		);
		await call(`${emu.current.url}/api/tasks`, undefined, { token: "" });
		const [chat, fal, hub] = emu.current.requests;
		expect(emu.current.requests).toHaveLength(3);
		expect(chat).toMatchObject({
			method: "POST",
			url: "/together/v1/chat/completions?debug=1",
			credential: { scheme: "Bearer", kind: "hub" },
			json: { model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", ...CHAT },
		});
		expect(chat?.headers.authorization).toBe("Bearer [redacted]");
		expect(chat?.headers["content-type"]).toBe("application/json");
		expect(Buffer.isBuffer(chat?.body)).toBe(true);
		expect(fal?.credential).toEqual({ scheme: "Key", kind: "provider" });
		expect(fal?.headers.authorization).toBe("Key [redacted]");
		expect(hub).toMatchObject({ method: "GET", url: "/api/tasks" });
		expect(hub?.credential).toBeUndefined();
	});

	it("never hold the raw token anywhere", async () => {
		emu.current.reset();
		await call(`${emu.current.url}/groq/openai/v1/chat/completions`, {
			model: "llama-3.1-8b-instant",
			...CHAT,
		});
		await call(
			`${emu.current.url}/direct/groq/openai/v1/chat/completions`,
			{ model: "llama-3.1-8b-instant", ...CHAT },
			{ token: PROVIDER_KEY },
		);
		const everything = JSON.stringify(
			emu.current.requests.map((r) => ({ ...r, body: Buffer.from(r.body).toString("latin1") })),
		);
		expect(everything).toContain("[redacted]");
		expect(everything).not.toContain(HF_TOKEN);
		expect(everything).not.toContain(PROVIDER_KEY);
	});

	it("parse multipart bodies into form fields and file descriptions", async () => {
		emu.current.reset();
		const form = new FormData();
		form.append("file", new Blob([new Uint8Array(WAV)], { type: "audio/wav" }), "audio.wav");
		form.append("model", "openai/whisper-large-v3");
		await fetch(`${emu.current.url}/together/v1/audio/transcriptions`, {
			method: "POST",
			headers: { authorization: `Bearer ${HF_TOKEN}` },
			body: form,
		});
		expect(emu.current.requests[0]?.form).toEqual({
			file: { filename: "audio.wav", type: "audio/wav", size: WAV.length },
			model: "openai/whisper-large-v3",
		});
		expect(emu.current.requests[0]?.json).toBeUndefined();
	});

	it("are cleared in place by reset(), which also restarts request ids", async () => {
		const requests = emu.current.requests;
		await call(`${emu.current.url}/api/tasks`);
		emu.current.reset();
		expect(emu.current.requests).toBe(requests);
		expect(requests).toHaveLength(0);
		const response = await call(`${emu.current.url}/api/tasks`);
		expect(response.headers.get("x-request-id")).toBe("emu-000001");
		expect(requests).toHaveLength(1);
	});
});

describe("recording's bounds", () => {
	const MiB = 1024 * 1024;

	it("keep the first 1 MiB of each body by default, with the size received, and parse only whole bodies", async () => {
		emu.current.reset();
		const large = new Uint8Array(8 * MiB).fill(0x7b);
		await postBytes(`${emu.current.url}/together/v1/chat/completions`, large, "application/json");
		await call(`${emu.current.url}/together/v1/chat/completions`, {
			model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
			...CHAT,
		});
		const [cut, whole] = emu.current.requests;
		expect(cut?.bodySize).toBe(8 * MiB);
		expect(cut?.body.length).toBe(MiB);
		expect(Buffer.from(cut?.body ?? []).equals(Buffer.from(large.subarray(0, MiB)))).toBe(true);
		expect(cut?.json).toBeUndefined();
		expect(whole?.bodySize).toBe(whole?.body.length);
		expect(whole?.json).toMatchObject(CHAT);
	});

	it("keep the last 1000 requests by default, dropping the oldest from the same array", async () => {
		emu.current.reset();
		const requests = emu.current.requests;
		for (let i = 1; i <= 1002; i++) await call(`${emu.current.url}/nothing?n=${i}`);
		expect(emu.current.requests).toBe(requests);
		expect(requests).toHaveLength(1000);
		expect(requests[0]?.url).toBe("/nothing?n=3");
		expect(requests.at(-1)?.url).toBe("/nothing?n=1002");
	}, 60_000);

	it("follow the record option, and record: false keeps nothing", async () => {
		const run = async (record: EmulatorOptions["record"]) => {
			const emulator = await startEmulator({ record });
			try {
				for (const text of ["first", "second", "a longer third"]) {
					await postBytes(`${emulator.url}/nothing`, new TextEncoder().encode(text), "text/plain");
				}
				return emulator.requests.map((request) => [Buffer.from(request.body).toString(), request.bodySize]);
			} finally {
				await emulator.close();
			}
		};
		expect(await run({ requests: 2, bodyBytes: 6 })).toEqual([
			["second", 6],
			["a long", 14],
		]);
		expect(await run(false)).toEqual([]);
		expect(await run({ requests: 0 })).toEqual([]);
	});

	it("refuse a record option that is not a count", async () => {
		await expect(startEmulator({ record: { requests: -1 } })).rejects.toThrow(
			new RangeError("record.requests must be a whole number from 0, not -1."),
		);
		await expect(startEmulator({ record: { bodyBytes: 1.5 } })).rejects.toThrow(
			new RangeError("record.bodyBytes must be a whole number from 0, not 1.5."),
		);
	});
});
