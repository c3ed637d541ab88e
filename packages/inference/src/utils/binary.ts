import { InferenceClientInputError } from "../errors/errors.js";
import type { BinaryInput } from "../types/options.js";

/** Bytes with the media type they came with ("" when unknown), read once so they can be resent on retry. */
export interface BinaryData {
	bytes: Uint8Array;
	type: string;
}

export function isBinaryInput(value: unknown): value is BinaryInput {
	return (
		value instanceof Uint8Array ||
		value instanceof ArrayBuffer ||
		(typeof Blob !== "undefined" && value instanceof Blob)
	);
}

export function isBinaryData(value: unknown): value is BinaryData {
	return typeof value === "object" && value !== null && (value as BinaryData).bytes instanceof Uint8Array;
}

export async function readBinary(value: BinaryInput): Promise<BinaryData> {
	if (value instanceof Uint8Array) return { bytes: value, type: "" };
	if (value instanceof ArrayBuffer) return { bytes: new Uint8Array(value), type: "" };
	return { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type };
}

/** A binary input, or throws naming the argument that should have been one. */
export function requireBinary(value: unknown, name: string): BinaryData {
	if (isBinaryData(value)) return value;
	throw new InferenceClientInputError(`${name} must be a Blob, an ArrayBuffer or a Uint8Array.`);
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Base64 without `Buffer` or `btoa` string building, so it works in every runtime and on large inputs. */
export function base64FromBytes(bytes: Uint8Array): string {
	const out: string[] = [];
	let i = 0;
	for (; i + 2 < bytes.length; i += 3) {
		const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
		out.push(
			BASE64[n >> 18] as string,
			BASE64[(n >> 12) & 63] as string,
			BASE64[(n >> 6) & 63] as string,
			BASE64[n & 63] as string,
		);
	}
	const rest = bytes.length - i;
	if (rest > 0) {
		const n = ((bytes[i] as number) << 16) | (rest === 2 ? (bytes[i + 1] as number) << 8 : 0);
		out.push(
			BASE64[n >> 18] as string,
			BASE64[(n >> 12) & 63] as string,
			rest === 2 ? (BASE64[(n >> 6) & 63] as string) : "=",
			"=",
		);
	}
	return out.join("");
}

export function bytesFromBase64(text: string): Uint8Array {
	const clean = text.replace(/[^A-Za-z0-9+/]/g, "");
	const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
	let bits = 0;
	let value = 0;
	let j = 0;
	for (const char of clean) {
		value = (value << 6) | BASE64.indexOf(char);
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			out[j++] = (value >> bits) & 255;
		}
	}
	return out.subarray(0, j);
}

export function dataUrlFromBinary(data: BinaryData, fallbackType = "application/octet-stream"): string {
	return `data:${data.type || fallbackType};base64,${base64FromBytes(data.bytes)}`;
}

/** Decodes a `data:` URL without the network (custom fetch implementations rarely support them). */
export function blobFromDataUrl(url: string): Blob | undefined {
	const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
	if (!match) return undefined;
	const [, type = "", isBase64, payload = ""] = match;
	const bytes = isBase64 ? bytesFromBase64(payload) : new TextEncoder().encode(decodeURIComponent(payload));
	return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}

export async function dataUrlFromBlob(blob: Blob): Promise<string> {
	return dataUrlFromBinary(await readBinary(blob));
}
