// A media task hands back what a page may offer as a download or open as a `blob:` URL: a server
// that answers HTML (or any other document) where a file was expected must not get it through.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
	InferenceClientProviderOutputError,
	type InferenceProviderMappingEntry,
	type InferenceTask,
	imageToImage,
	MappingCache,
	type Options,
	textToAudio,
	textToImage,
	textToSpeech,
	textToVideo,
} from "../src/index.js";
import { HUB_TOKEN } from "./support/emulator.js";
import { failure, type Loopback, type SeenRequest, startLoopback } from "./support/loopback.js";

const PAGE = "<!doctype html><script>document.title = 'ran'</script>";
/** What the server answers a media request with: a content type and a body. */
let answer: { type: string | undefined; body: string | Uint8Array };
let server: Loopback;

function reply(request: SeenRequest, response: import("node:http").ServerResponse): void {
	// Replicate answers with a link to the file; the file is the hostile part.
	if (request.url.startsWith("/replicate/")) {
		response.writeHead(201, { "content-type": "application/json" });
		response.end(JSON.stringify({ status: "succeeded", output: `${server.url}/files/out` }));
		return;
	}
	response.writeHead(200, answer.type === undefined ? {} : { "content-type": answer.type });
	response.end(answer.body);
}

beforeAll(async () => {
	server = await startLoopback((request, response) => reply(request, response));
});
afterAll(() => server.close());
beforeEach(() => {
	server.requests.length = 0;
	answer = { type: "text/html; charset=utf-8", body: PAGE };
});

const options = (): Options => ({
	routerUrl: server.url,
	retryOnError: false,
	mappingCache: new MappingCache(),
});

function mapping(provider: string, task: InferenceTask): InferenceProviderMappingEntry {
	return { provider, hfModelId: "owner/name", providerId: "owner/name", status: "live", task };
}

const base = (provider: string, task: InferenceTask) => ({
	accessToken: HUB_TOKEN,
	model: "owner/name",
	provider: provider as "hf-inference",
	providerMapping: mapping(provider, task),
});

const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });

const hfImage = (extra: Options = {}) =>
	textToImage({ ...base("hf-inference", "text-to-image"), inputs: "a cat" }, { ...options(), ...extra });
const hfSpeech = () =>
	textToSpeech({ ...base("hf-inference", "text-to-speech"), inputs: "hello" }, options());
const hfAudio = () => textToAudio({ ...base("hf-inference", "text-to-audio"), inputs: "hello" }, options());
const hfImageToImage = () =>
	imageToImage({ ...base("hf-inference", "image-to-image"), inputs: image }, options());
const replicateImage = () =>
	textToImage({ ...base("replicate", "text-to-image"), inputs: "a cat" }, options());
const replicateVideo = () =>
	textToVideo({ ...base("replicate", "text-to-video"), inputs: "a cat" }, options());

/** Every task that gives a Blob, through the provider's own answer and through a downloaded link. */
const MEDIA_CALLS: Array<[string, () => Promise<unknown>]> = [
	["textToImage (hf-inference)", () => hfImage()],
	["textToImage as a data URL (hf-inference)", () => hfImage({ outputType: "dataUrl" } as Options)],
	["textToImage as JSON (hf-inference)", () => hfImage({ outputType: "json" } as Options)],
	["textToSpeech (hf-inference)", hfSpeech],
	["textToAudio (hf-inference)", hfAudio],
	["imageToImage (hf-inference)", hfImageToImage],
	["textToImage, a downloaded link (replicate)", replicateImage],
	["textToVideo, a downloaded link (replicate)", replicateVideo],
];

describe("a media task refuses an answer that is not media", () => {
	it.each(MEDIA_CALLS)("%s: text/html is a typed error, never a Blob", async (_name, call) => {
		const error = await failure(call());
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
		expect(error.message).toContain("text/html");
		expect(error.message).not.toContain("<script>");
	});

	it.each(["text/plain", "application/xhtml+xml", "application/json; x=1"])(
		"refuses %s too",
		async (type) => {
			answer = { type, body: PAGE };
			expect(await failure(hfSpeech())).toBeInstanceOf(InferenceClientProviderOutputError);
		},
	);

	it("refuses a provider's data: link to an HTML page", async () => {
		answer = {
			type: "application/json",
			body: JSON.stringify({ output: [`data:text/html;base64,${btoa(PAGE)}`] }),
		};
		const error = await failure(
			textToImage({ ...base("hf-inference", "text-to-image"), inputs: "a cat" }, options()),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
	});

	it("gives image, audio and video files, and bytes of no stated type as a download (application/octet-stream)", async () => {
		answer = { type: "image/png", body: new Uint8Array([1, 2, 3]) };
		expect(((await hfImage()) as Blob).type).toBe("image/png");
		answer = { type: "audio/flac", body: new Uint8Array([1, 2, 3]) };
		expect((await hfSpeech()).type).toBe("audio/flac");
		answer = { type: "video/mp4", body: new Uint8Array([1, 2, 3]) };
		expect((await replicateVideo()).type).toBe("video/mp4");
		answer = { type: "application/octet-stream", body: new Uint8Array([1, 2, 3]) };
		expect((await hfImageToImage()).type).toBe("application/octet-stream");
		answer = { type: undefined, body: new Uint8Array([1, 2, 3]) };
		const untyped = (await replicateImage()) as Blob;
		expect(untyped.type).toBe("application/octet-stream");
		expect(new Uint8Array(await untyped.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
	});
});
