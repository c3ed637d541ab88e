import { InferenceClientInputError } from "../errors/errors.js";
import { base64FromBytes, bytesFromBase64 } from "./base64.js";

/** Binary data the client accepts wherever a task takes audio, an image or a video. */
export type BinaryInput = Blob | ArrayBuffer | Uint8Array;

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

/**
 * Whether `value` is shared memory (a SharedArrayBuffer, or a view of one): fetch refuses it as a
 * body, and it may change while it is sent, so the client takes it as no input at all.
 */
export function isSharedMemory(value: unknown): boolean {
	if (typeof SharedArrayBuffer === "undefined") return false;
	return (
		value instanceof SharedArrayBuffer ||
		(ArrayBuffer.isView(value) && value.buffer instanceof SharedArrayBuffer)
	);
}

/** The input error for shared memory given as `name`. */
export function sharedMemoryError(name: string): InferenceClientInputError {
	return new InferenceClientInputError(
		`${name} is a SharedArrayBuffer or a view of one, which fetch cannot send; copy it into an ordinary Uint8Array first (\`new Uint8Array(view)\`). Nothing was sent.`,
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
