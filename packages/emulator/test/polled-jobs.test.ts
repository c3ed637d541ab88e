import { describe, expect, it } from "vitest";
import { probeImage } from "../src/media/probe.js";
import { call, dataUrl, json, PNG, PROVIDER_KEY, useEmulator } from "./helpers.js";

const emu = useEmulator({ pollSteps: 2 });
const direct = { token: PROVIDER_KEY };

async function pollUntil<T>(
	poll: () => Promise<Response>,
	done: (body: T) => boolean,
): Promise<{ body: T; polls: number }> {
	for (let polls = 1; polls <= 10; polls++) {
		const response = await poll();
		expect(response.status).toBe(200);
		const body = await json<T>(response);
		if (done(body)) return { body, polls };
	}
	throw new Error("never completed");
}

async function expectMp4(url: string) {
	const response = await fetch(url);
	expect(response.headers.get("content-type")).toBe("video/mp4");
	expect(
		Buffer.from(await response.arrayBuffer())
			.subarray(4, 8)
			.toString(),
	).toBe("ftyp");
}

describe("Together videos", () => {
	it("POST v2/videos, then GET <that url>/<id> until completed", async () => {
		const url = `${emu.current.url}/together/v2/videos`;
		const created = await json<{ id: string; status: string }>(
			await call(url, { model: "Wan-AI/Wan2.1-T2V-14B", prompt: "a walk" }),
		);
		expect(created.status).toBe("queued");
		const { body, polls } = await pollUntil<{ status: string; outputs?: { video_url: string } }>(
			() => call(`${url}/${created.id}`),
			(job) => job.status !== "in_progress",
		);
		expect(polls).toBe(3);
		expect(body.status).toBe("completed");
		await expectMp4(body.outputs?.video_url ?? "");
	});

	it("image-to-video needs frame_images, and jobs stay on the surface that created them", async () => {
		const url = `${emu.current.url}/direct/together/v2/videos`;
		const refused = await call(url, { model: "Wan-AI/Wan2.2-I2V-A14B" }, direct);
		expect(refused.status).toBe(400);
		expect((await json<{ error: { param: string } }>(refused)).error.param).toBe("frame_images");
		const created = await json<{ id: string }>(
			await call(
				url,
				{
					model: "Wan-AI/Wan2.2-I2V-A14B",
					frame_images: [{ input_image: dataUrl("image/png", PNG), frame: "first" }],
				},
				direct,
			),
		);
		expect((await call(`${emu.current.url}/together/v2/videos/${created.id}`)).status).toBe(404);
		expect((await call(`${url}/${created.id}`, undefined, direct)).status).toBe(200);
	});
});

describe("Novita", () => {
	it("text-to-video: POST v3/async/<model>, poll v3/async/task-result?task_id=", async () => {
		const created = await json<{ task_id: string }>(
			await call(`${emu.current.url}/novita/v3/async/wan-t2v`, { prompt: "a walk", steps: 20 }),
		);
		const { body } = await pollUntil<{ task: { status: string }; videos: Array<{ video_url: string }> }>(
			() => call(`${emu.current.url}/novita/v3/async/task-result?task_id=${created.task_id}`),
			(result) => result.task.status === "TASK_STATUS_SUCCEED",
		);
		await expectMp4(body.videos[0]?.video_url ?? "");
	});

	it("MiniMax H3 image-text-to-video has its own submit and query routes", async () => {
		const created = await json<{ task_id: string }>(
			await call(`${emu.current.url}/novita/v3/minimax/v2/video_generation`, {
				model: "MiniMax-H3",
				content: [{ type: "text", text: "The cat starts to dance" }],
				resolution: "768P",
				duration: 4,
				ratio: "16:9",
			}),
		);
		const { body } = await pollUntil<{ task: { status: string; content?: { url: string } } }>(
			() => call(`${emu.current.url}/novita/v3/minimax/v2/query/video_generation/${created.task_id}`),
			(result) => result.task.status === "succeeded",
		);
		await expectMp4(body.task.content?.url ?? "");
	});
});

describe("WaveSpeed", () => {
	it("POST api/v3/<model>; poll the path of data.urls.get under the same prefix", async () => {
		const created = await json<{ data: { id: string; status: string; urls: { get: string } } }>(
			await call(
				`${emu.current.url}/direct/wavespeed/api/v3/wavespeed-ai/flux-dev`,
				{ prompt: "a cat" },
				direct,
			),
		);
		expect(created.data.status).toBe("created");
		expect(created.data.urls.get).toBe(
			`https://api.wavespeed.ai/api/v3/predictions/${created.data.id}/result`,
		);
		const path = new URL(created.data.urls.get).pathname;
		const { body } = await pollUntil<{ data: { status: string; outputs: string[] } }>(
			() => call(`${emu.current.url}/direct/wavespeed${path}`, undefined, direct),
			(result) => result.data.status === "completed",
		);
		const image = await fetch(body.data.outputs[0] ?? "");
		expect(probeImage(Buffer.from(await image.arrayBuffer()))?.format).toBe("jpeg");
	});

	it("image tasks take a raw base64 image and answer in WaveSpeed's error shape", async () => {
		const url = `${emu.current.url}/wavespeed/api/v3/wavespeed-ai/wan-2.2/i2v-480p`;
		expect(
			(await call(url, { image: PNG.toString("base64"), images: [PNG.toString("base64")] })).status,
		).toBe(200);
		const refused = await call(url, { prompt: "no image" });
		expect(refused.status).toBe(400);
		expect(await json(refused)).toMatchObject({ code: 400, message: expect.stringContaining("'image'") });
	});
});

describe("Z.ai images", () => {
	it("POST api/paas/v4/async/images/generations, poll api/paas/v4/async-result/<id>", async () => {
		const created = await json<{ id: string; task_status: string }>(
			await call(`${emu.current.url}/zai-org/api/paas/v4/async/images/generations`, {
				model: "cogview-4-250304",
				prompt: "a cat",
				size: "64x48",
			}),
		);
		expect(created.task_status).toBe("PROCESSING");
		const { body, polls } = await pollUntil<{ task_status: string; image_result?: Array<{ url: string }> }>(
			() => call(`${emu.current.url}/zai-org/api/paas/v4/async-result/${created.id}`),
			(result) => result.task_status === "SUCCESS",
		);
		expect(polls).toBe(3);
		const image = await fetch(body.image_result?.[0]?.url ?? "");
		expect(probeImage(Buffer.from(await image.arrayBuffer()))).toEqual({
			format: "png",
			width: 64,
			height: 48,
		});
	});
});
