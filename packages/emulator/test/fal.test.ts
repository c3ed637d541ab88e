import { describe, expect, it } from "vitest";
import { probeAudio, probeImage } from "../src/media/probe.js";
import { call, dataUrl, json, PNG, PROVIDER_KEY, useEmulator, WAV } from "./helpers.js";

const emu = useEmulator({ pollSteps: 2 });
const key = { token: PROVIDER_KEY, scheme: "Key" };

interface Queued {
	request_id: string;
	status: string;
	status_url: string;
	response_url: string;
}

/** Polls the way the reference client does: the real host's path, rebased on the base it called. */
async function pollToCompletion(base: string, queued: Queued, query: string, options = {}) {
	const path = new URL(queued.response_url).pathname;
	const statuses: string[] = [];
	for (let i = 0; i < 10; i++) {
		const response = await call(`${base}${path}/status${query}`, undefined, options);
		expect(response.ok).toBe(true);
		const { status } = await json<{ status: string }>(response);
		statuses.push(status);
		if (status === "COMPLETED") break;
	}
	const result = await call(`${base}${path}${query}`, undefined, options);
	expect(result.status).toBe(200);
	return { statuses, result: await json(result) };
}

describe("fal queue", () => {
	it("routed: submit with ?_subdomain=queue, poll the real host's path under /fal-ai, download the image", async () => {
		const submitted = await call(`${emu.current.url}/fal-ai/fal-ai/flux/dev?_subdomain=queue`, {
			prompt: "Astronaut riding a horse",
		});
		expect(submitted.status).toBe(200);
		const queued = await json<Queued>(submitted);
		expect(queued.status).toBe("IN_QUEUE");
		expect(queued.response_url).toBe(`https://queue.fal.run/fal-ai/flux/requests/${queued.request_id}`);
		expect(queued.status_url).toBe(`${queued.response_url}/status`);

		const { statuses, result } = await pollToCompletion(
			`${emu.current.url}/fal-ai`,
			queued,
			"?_subdomain=queue",
		);
		expect(statuses).toEqual(["IN_PROGRESS", "IN_PROGRESS", "COMPLETED"]);
		const images = result.images as Array<{ url: string; width: number; height: number }>;
		expect(images[0]?.url).toMatch(new RegExp(`^${emu.current.url}/files/`));
		const image = await fetch(images[0]?.url ?? "");
		expect(image.headers.get("content-type")).toBe("image/jpeg");
		expect(probeImage(Buffer.from(await image.arrayBuffer()))).toEqual({
			format: "jpeg",
			width: images[0]?.width,
			height: images[0]?.height,
		});
	});

	it("direct: queue.fal.run with `Key` credentials, for a video", async () => {
		const submitted = await call(
			`${emu.current.url}/direct/fal-ai-queue/fal-ai/hunyuan-video`,
			{ prompt: "A young man walking" },
			key,
		);
		const queued = await json<Queued>(submitted);
		expect(queued.response_url).toBe(
			`https://queue.fal.run/fal-ai/hunyuan-video/requests/${queued.request_id}`,
		);
		const { result } = await pollToCompletion(`${emu.current.url}/direct/fal-ai-queue`, queued, "", key);
		const video = await fetch((result.video as { url: string }).url);
		expect(video.headers.get("content-type")).toBe("video/mp4");
		expect(
			Buffer.from(await video.arrayBuffer())
				.subarray(4, 8)
				.toString(),
		).toBe("ftyp");
	});

	it("refuses the result before completion, and jobs of another surface", async () => {
		const queued = await json<Queued>(
			await call(`${emu.current.url}/fal-ai/fal-ai/flux/schnell?_subdomain=queue`, { prompt: "x" }),
		);
		const path = new URL(queued.response_url).pathname;
		const early = await call(`${emu.current.url}/fal-ai${path}?_subdomain=queue`);
		expect(early.status).toBe(400);
		expect(await json(early)).toEqual({ detail: "Request is still in progress" });
		expect((await call(`${emu.current.url}/direct/fal-ai-queue${path}/status`, undefined, key)).status).toBe(
			404,
		);
		expect(
			(
				await call(
					`${emu.current.url}/fal-ai/fal-ai/other/requests/${queued.request_id}/status?_subdomain=queue`,
				)
			).status,
		).toBe(404);
	});

	it("serves text-to-audio, audio-to-audio, image-to-video and segmentation results with media URLs", async () => {
		const base = `${emu.current.url}/direct/fal-ai-queue`;
		const cases: Array<[string, Record<string, unknown>, (result: Record<string, unknown>) => string]> = [
			["fal-ai/stable-audio", { prompt: "drums" }, (r) => (r.audio_file as { url: string }).url],
			[
				"fal-ai/resemble-enhance",
				{ audio_url: dataUrl("audio/x-wav", WAV) },
				(r) => (r.audio as { url: string }).url,
			],
			[
				"fal-ai/wan/v2.2-a14b/image-to-video",
				{ image_url: dataUrl("image/png", PNG) },
				(r) => (r.video as { url: string }).url,
			],
			[
				"fal-ai/birefnet",
				{ image_url: dataUrl("image/png", PNG), sync_mode: true },
				(r) => (r.image as { url: string }).url,
			],
		];
		for (const [app, body, pick] of cases) {
			const queued = await json<Queued>(await call(`${base}/${app}`, body, key));
			const { result } = await pollToCompletion(base, queued, "", key);
			expect((await fetch(pick(result))).status, app).toBe(200);
		}
	});

	it("answers fal's 422 detail list for invalid bodies", async () => {
		const response = await call(`${emu.current.url}/fal-ai/fal-ai/flux-kontext/dev?_subdomain=queue`, {
			prompt: 3,
		});
		expect(response.status).toBe(422);
		const { detail } = await json<{ detail: Array<{ loc: string[]; type: string }> }>(response);
		expect(detail.map((d) => d.loc)).toEqual([
			["body", "prompt"],
			["body", "image_url"],
		]);
		expect(detail.map((d) => d.type)).toEqual(["type_error", "value_error.missing"]);
	});

	it("serves an image-text-to-image app one segment up when called directly without an image", async () => {
		const response = await call(
			`${emu.current.url}/direct/fal-ai-queue/fal-ai/flux-2`,
			{ prompt: "a tiger" },
			key,
		);
		expect(response.status).toBe(200);
		expect((await json<Queued>(response)).response_url).toMatch(
			/^https:\/\/queue\.fal\.run\/fal-ai\/flux-2\/requests\//,
		);
	});
});

describe("fal synchronous apps (fal.run)", () => {
	it("text-to-speech answers {audio: {url}} at once", async () => {
		const body = await json<{ audio: { url: string; content_type: string } }>(
			await call(`${emu.current.url}/fal-ai/fal-ai/dia-tts`, { text: "Hello there" }),
		);
		expect(body.audio.content_type).toBe("audio/wav");
		expect(probeAudio(Buffer.from(await (await fetch(body.audio.url)).arrayBuffer()))).toBe("wav");
	});

	it("automatic-speech-recognition answers {text, chunks}", async () => {
		const body = await json<{ text: string; chunks: Array<{ timestamp: number[] }> }>(
			await call(
				`${emu.current.url}/direct/fal-ai/fal-ai/whisper`,
				{ audio_url: dataUrl("audio/mpeg", Buffer.concat([Buffer.from("ID3"), WAV])) },
				key,
			),
		);
		expect(body.text).toEqual(expect.any(String));
		expect(body.chunks[0]?.timestamp).toHaveLength(2);
	});

	it("has no queue routes", async () => {
		expect(
			(await call(`${emu.current.url}/direct/fal-ai/fal-ai/flux/requests/x/status`, undefined, key)).status,
		).toBe(404);
	});
});
