import { describe, expect, it } from "vitest";
import { probeImage } from "../src/media/probe.js";
import { call, dataUrl, json, PNG, PROVIDER_KEY, useEmulator, WAV } from "./helpers.js";

const emu = useEmulator({ pollSteps: 1 });
const wait = { headers: { prefer: "wait" } };

interface Prediction {
	id: string;
	status: string;
	output: unknown;
	urls: { get: string };
}

describe("replicate predictions", () => {
	it("with Prefer: wait, answers the finished prediction whose output URL serves the image", async () => {
		const response = await call(
			`${emu.current.url}/replicate/v1/models/black-forest-labs/flux-schnell/predictions`,
			{ input: { prompt: "a cat" } },
			wait,
		);
		expect(response.status).toBe(201);
		const prediction = await json<Prediction>(response);
		expect(prediction).toMatchObject({ status: "succeeded", model: "black-forest-labs/flux-schnell" });
		expect(prediction.id).toMatch(/^[a-z2-7]{26}$/);
		const [url] = prediction.output as string[];
		const image = await fetch(url ?? "");
		expect(probeImage(Buffer.from(await image.arrayBuffer()))?.format).toBe("jpeg");
	});

	it("without Prefer: wait, answers a starting prediction to poll", async () => {
		const started = await json<Prediction>(
			await call(
				`${emu.current.url}/direct/replicate/v1/models/tencent/hunyuan-video/predictions`,
				{ input: { prompt: "walk" } },
				{ token: PROVIDER_KEY },
			),
		);
		expect(started).toMatchObject({ status: "starting", output: null });
		expect(started.urls.get).toBe(`https://api.replicate.com/v1/predictions/${started.id}`);
		const poll = () =>
			call(`${emu.current.url}/direct/replicate/v1/predictions/${started.id}`, undefined, {
				token: PROVIDER_KEY,
			});
		expect((await json<Prediction>(await poll())).status).toBe("processing");
		const done = await json<Prediction>(await poll());
		expect(done.status).toBe("succeeded");
		expect(done.output).toMatch(/\/files\/video-.*\.mp4$/);
	});

	it("takes versioned models at v1/predictions with `version`", async () => {
		const response = await call(
			`${emu.current.url}/replicate/v1/predictions`,
			{
				input: { audio: dataUrl("audio/wav", WAV) },
				version: "8099696689d249cf8b122d833c36ac3f75505c666a395ca40ef26f68e7d3d16e",
			},
			wait,
		);
		const prediction = await json<Prediction>(response);
		expect(prediction.status).toBe("succeeded");
		expect((prediction.output as { transcription: string }).transcription).toEqual(expect.any(String));
	});

	it("edits images and speaks text", async () => {
		const edited = await json<Prediction>(
			await call(
				`${emu.current.url}/replicate/v1/models/black-forest-labs/flux-kontext-dev/predictions`,
				{ input: { prompt: "tiger", input_image: dataUrl("image/png", PNG) } },
				wait,
			),
		);
		expect(edited.output).toMatch(/\.jpg$/);
		const spoken = await json<Prediction>(
			await call(
				`${emu.current.url}/replicate/v1/predictions`,
				{
					input: { text: "hello" },
					version: "f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13",
				},
				wait,
			),
		);
		expect(spoken.output).toMatch(/\.wav$/);
	});

	it("refuses invalid input with 422 problem+json naming the field", async () => {
		const response = await call(
			`${emu.current.url}/replicate/v1/models/black-forest-labs/flux-dev/predictions`,
			{ input: { prompt: 5 } },
			wait,
		);
		expect(response.status).toBe(422);
		expect(response.headers.get("content-type")).toBe("application/problem+json");
		const problem = await json<{ title: string; detail: string; status: number; invalid_fields: unknown[] }>(
			response,
		);
		expect(problem).toMatchObject({ title: "Input validation failed", status: 422 });
		expect(problem.detail).toContain("input.prompt");
		const missingInput = await call(
			`${emu.current.url}/replicate/v1/models/black-forest-labs/flux-dev/predictions`,
			{ prompt: "x" },
			wait,
		);
		expect(missingInput.status).toBe(422);
		const unknownVersion = await call(
			`${emu.current.url}/replicate/v1/predictions`,
			{ input: {}, version: "abc" },
			wait,
		);
		expect(unknownVersion.status).toBe(422);
	});
});

describe("a prediction that outlasts the hold (preferWaitCompletes: false)", () => {
	const outlasting = useEmulator({ pollSteps: 1, preferWaitCompletes: false });

	it("answers Prefer: wait with the prediction still starting, to poll on its urls.get", async () => {
		const started = await json<Prediction>(
			await call(
				`${outlasting.current.url}/replicate/v1/models/black-forest-labs/flux-schnell/predictions`,
				{ input: { prompt: "a cat" } },
				wait,
			),
		);
		expect(started).toMatchObject({ status: "starting", output: null });
		const poll = () =>
			call(`${outlasting.current.url}/replicate/v1/predictions/${started.id}`, undefined, wait);
		expect((await json<Prediction>(await poll())).status).toBe("processing");
		expect((await json<Prediction>(await poll())).status).toBe("succeeded");
	});
});
