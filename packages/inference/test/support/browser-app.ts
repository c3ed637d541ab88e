// The web app of the browser test: bundled by esbuild for the browser from the package's name,
// so the bundle is what a web app would ship. Each scenario is one call with the client's defaults
// (no custom fetch), its result reduced to plain data the test can read back.
import { InferenceClient, InferenceClientError } from "@hubkit/inference";

/** Where the emulator is, the token, and the model a scenario asks for. */
export interface ScenarioInput {
	emulatorUrl: string;
	token: string;
	model: string;
	/** Same-origin address of an image the app loads first (image scenarios). */
	imageUrl?: string;
}

const QUESTION = [{ role: "user", content: "What is the capital of France?" }];

function clientFor(input: ScenarioInput): InferenceClient {
	// A browser has no process.env: only the hosts are set, everything else is the client's default.
	return new InferenceClient(input.token, { routerUrl: input.emulatorUrl, hubUrl: input.emulatorUrl });
}

async function firstBytes(blob: Blob, count: number): Promise<number[]> {
	return [...new Uint8Array(await blob.slice(0, count).arrayBuffer())];
}

/** How a call settled, as plain data: a rejection's type, name, status, request id and text. */
async function outcomeOf(call: Promise<unknown>) {
	try {
		await call;
		return { settled: "resolved" as const };
	} catch (error) {
		const fields = error as { name?: unknown; status?: unknown; requestId?: unknown; message?: unknown };
		return {
			settled: "rejected" as const,
			typed: error instanceof InferenceClientError,
			name: String(fields.name),
			status: fields.status,
			requestId: fields.requestId,
			message: String(fields.message),
			shown: String(error),
		};
	}
}

export const scenarios = {
	async chat(input: ScenarioInput) {
		const reply = await clientFor(input).chatCompletion({
			model: input.model,
			provider: "together",
			messages: QUESTION,
		});
		return { content: reply.choices[0]?.message.content, finishReason: reply.choices[0]?.finish_reason };
	},

	async chatStream(input: ScenarioInput) {
		const deltas: string[] = [];
		let finishReason: string | null = null;
		for await (const chunk of clientFor(input).chatCompletionStream({
			model: input.model,
			provider: "together",
			messages: QUESTION,
		})) {
			const choice = chunk.choices[0];
			if (choice?.delta.content) deltas.push(choice.delta.content);
			finishReason = choice?.finish_reason ?? finishReason;
		}
		return { deltas, finishReason };
	},

	async imageClassification(input: ScenarioInput) {
		if (!input.imageUrl) throw new Error("imageClassification needs an imageUrl");
		const image = await (await fetch(input.imageUrl)).blob();
		return clientFor(input).imageClassification({
			model: input.model,
			provider: "hf-inference",
			inputs: image,
		});
	},

	async queuedImage(input: ScenarioInput) {
		const image = await clientFor(input).textToImage({
			model: input.model,
			provider: "fal-ai",
			inputs: "A lighthouse at dusk",
		});
		return { type: image.type, size: image.size, head: await firstBytes(image, 3) };
	},

	rejectedChat(input: ScenarioInput) {
		return outcomeOf(
			clientFor(input).chatCompletion({
				model: input.model,
				provider: "together",
				messages: QUESTION,
				temperature: 5,
			}),
		);
	},

	async brokenStream(input: ScenarioInput) {
		const deltas: string[] = [];
		const outcome = await outcomeOf(
			(async () => {
				for await (const chunk of clientFor(input).chatCompletionStream({
					model: input.model,
					provider: "together",
					messages: QUESTION,
				})) {
					deltas.push(chunk.choices[0]?.delta.content ?? "");
				}
			})(),
		);
		return { ...outcome, deltas };
	},
};

export type Scenarios = typeof scenarios;

(globalThis as { hubkitScenarios?: Scenarios }).hubkitScenarios = scenarios;
