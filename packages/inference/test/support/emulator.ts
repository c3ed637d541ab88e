import { readFileSync } from "node:fs";
import { DEFAULT_MODELS, type Emulator, type RecordedRequest, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, beforeEach } from "vitest";
import {
	type ClientOptions,
	InferenceClient,
	MappingCache,
	PROVIDER_BASE_URLS,
	type ProviderHost,
} from "../../src/index.js";

/** A hub token and a provider key, built at run time so no token-shaped literal sits in the repository. */
export const HUB_TOKEN = ["hf", "test".repeat(9)].join("_");
export const PROVIDER_KEY = ["sk", "provider".repeat(4)].join("-");

/** Starts one emulator for the file, clears its log before each test, and stops it at the end. */
export function useEmulator(): { readonly current: Emulator } {
	const holder = {} as { current: Emulator };
	beforeAll(async () => {
		holder.current = await startEmulator({ pollSteps: 2 });
	});
	beforeEach(() => holder.current.reset());
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
	for (const model of DEFAULT_MODELS) {
		const entry = model.inferenceProviderMapping.find(
			(mapping) =>
				mapping.provider === provider &&
				mapping.task === task &&
				mapping.status === "live" &&
				!mapping.adapter,
		);
		if (entry) return { model: model.id, providerId: entry.providerId };
	}
	throw new Error(`the emulator's registry has no live ${provider} model for ${task}`);
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
