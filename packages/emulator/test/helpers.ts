import { afterAll, beforeAll } from "vitest";
import { startEmulator } from "../src/index.js";
import { audioBytes, imageBytes } from "../src/media/render.js";
import type { Emulator, EmulatorOptions } from "../src/types.js";

/** Built at run time so no token-shaped literal is ever committed. */
export const HF_TOKEN = `hf_${"x".repeat(34)}`;
export const PROVIDER_KEY = `sk-${"y".repeat(40)}`;

export const PNG = imageBytes("0011223344556677", 48, 32, "png");
export const JPEG = imageBytes("8899aabbccddeeff", 40, 40, "jpg");
export const WAV = audioBytes("0011223344556677", 600, "wav");
export const FLAC = audioBytes("0011223344556677", 600, "flac");

export function dataUrl(mime: string, bytes: Buffer): string {
	return `data:${mime};base64,${bytes.toString("base64")}`;
}

/** Starts an emulator for the test file and closes it afterwards; read `.current` inside tests. */
export function useEmulator(options: EmulatorOptions = {}): { current: Emulator } {
	const holder = {} as { current: Emulator };
	beforeAll(async () => {
		holder.current = await startEmulator(options);
	});
	afterAll(async () => {
		await holder.current?.close();
	});
	return holder;
}

export interface CallOptions {
	token?: string;
	scheme?: string;
	headers?: Record<string, string>;
	method?: string;
}

function authHeaders(options: CallOptions): Record<string, string> {
	const token = options.token ?? HF_TOKEN;
	return token === "" ? {} : { authorization: `${options.scheme ?? "Bearer"} ${token}` };
}

/** POSTs JSON, or a string as is (GETs when `body` is undefined), with the router's token by default. */
export function call(url: string, body?: unknown, options: CallOptions = {}): Promise<Response> {
	const headers: Record<string, string> = { ...authHeaders(options), ...options.headers };
	if (body !== undefined) headers["content-type"] ??= "application/json";
	return fetch(url, {
		method: options.method ?? (body === undefined ? "GET" : "POST"),
		headers,
		body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
	});
}

/** POSTs raw bytes with an optional content type. */
export function postBytes(
	url: string,
	bytes: Uint8Array,
	contentType?: string,
	options: CallOptions = {},
): Promise<Response> {
	const headers: Record<string, string> = { ...authHeaders(options), ...options.headers };
	if (contentType) headers["content-type"] = contentType;
	return fetch(url, { method: "POST", headers, body: new Uint8Array(bytes) });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
	return (await response.json()) as T;
}

/** The `data:` payloads of an event-stream body. */
export function sseData(text: string): string[] {
	return text
		.split(/\n\n/)
		.map((event) => event.replace(/^data: ?/, "").trim())
		.filter(Boolean);
}

export const CHAT = { messages: [{ role: "user", content: "What is the capital of France?" }] };
