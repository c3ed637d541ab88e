import { readFileSync } from "node:fs";
import { type Emulator, type RecordedRequest, seededModel, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type ClientOptions, InferenceClient, MappingCache, type ProviderHost } from "../../src/index.js";
import { PROVIDER_BASE_URLS } from "../../src/internal.js";

/** A hub token and a provider key, built at run time so no token-shaped literal sits in the repository. */
export const HUB_TOKEN = ["hf", "test".repeat(9)].join("_");
export const PROVIDER_KEY = ["sk", "provider".repeat(4)].join("-");

/** Starts one emulator for the file, clears its log and faults before each test, and stops it at the end. */
export function useEmulator(): { readonly current: Emulator } {
	const holder = {} as { current: Emulator };
	beforeAll(async () => {
		holder.current = await startEmulator({ pollSteps: 2 });
	});
	beforeEach(() => {
		holder.current.reset();
		holder.current.setFaults([]);
	});
	afterAll(() => holder.current.close());
	return holder;
}

/** Every provider's own API, served by the emulator under `/direct/{host}`. */
export function directBases(url: string): Partial<Record<ProviderHost, string>> {
	return Object.fromEntries(Object.keys(PROVIDER_BASE_URLS).map((host) => [host, `${url}/direct/${host}`]));
}

/** Client options that point every host at the emulator, with fast polling and retries for tests. */
export function emulatorOptions(url: string, extra: ClientOptions = {}): ClientOptions {
	return {
		routerUrl: url,
		hubUrl: url,
		providerBaseUrls: directBases(url),
		polling: { intervalMs: 20 },
		mappingCache: new MappingCache(),
		...extra,
	};
}

export function routedClient(url: string, extra: ClientOptions = {}): InferenceClient {
	return new InferenceClient(HUB_TOKEN, emulatorOptions(url, extra));
}

export function directClient(url: string, extra: ClientOptions = {}): InferenceClient {
	return new InferenceClient(PROVIDER_KEY, emulatorOptions(url, extra));
}

/** The hub id of a seeded model that `provider` serves for `task`, and its provider id. */
export function seeded(provider: string, task: string): { model: string; providerId: string } {
	const found = seededModel(provider, task);
	if (!found) throw new Error(`the emulator's registry has no live ${provider} model for ${task}`);
	return { model: found.model.id, providerId: found.mapping.providerId };
}

/** The requests the client made to inference routes (not the hub's API, not media downloads). */
export function inferenceRequests(emulator: Emulator): RecordedRequest[] {
	return emulator.requests.filter(
		(request) => !request.url.startsWith("/api/") && !request.url.startsWith("/files/"),
	);
}

const MEDIA = new URL("../../../tasks/media/", import.meta.url);

/** Real media from the task pages' demos: a photo and a spoken sentence. */
export function catImage(): Blob {
	return new Blob([readFileSync(new URL("cat.png", MEDIA))], { type: "image/png" });
}

export function speech(): Blob {
	return new Blob([readFileSync(new URL("speech.flac", MEDIA))], { type: "audio/flac" });
}

/** A tenth of a second of 16 kHz mono silence as WAV, for providers that take no FLAC (fal-ai). */
export function wavBlob(): Blob {
	const samples = 1600;
	const bytes = new Uint8Array(44 + samples * 2);
	const view = new DataView(bytes.buffer);
	const ascii = (offset: number, text: string) => {
		for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
	};
	ascii(0, "RIFF");
	view.setUint32(4, 36 + samples * 2, true);
	ascii(8, "WAVEfmt ");
	view.setUint32(16, 16, true);
	view.setUint16(20, 1, true);
	view.setUint16(22, 1, true);
	view.setUint32(24, 16_000, true);
	view.setUint32(28, 32_000, true);
	view.setUint16(32, 2, true);
	view.setUint16(34, 16, true);
	ascii(36, "data");
	view.setUint32(40, samples * 2, true);
	return new Blob([bytes], { type: "audio/wav" });
}
