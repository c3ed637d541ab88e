import type { ArgPath, TryItField, TryItProps } from "./try-it-props.js";

/** What the reader entered in a field: text (lists and JSON too, as typed), or a chosen file. */
export type FieldValue = string | Blob | undefined;

/** A field whose text cannot become a value; shown in the Result region before any request. */
export class FieldError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "FieldError";
	}
}

/** The key under which the panel keeps a field's value. */
export const fieldKey = (field: TryItField): string => field.path.join(".");

function setAt(target: Record<string, unknown>, path: ArgPath, value: unknown): void {
	let node = target;
	for (const key of path.slice(0, -1)) {
		const next = node[key];
		if (next === null || typeof next !== "object") node[key] = {};
		node = node[key] as Record<string, unknown>;
	}
	const last = path.at(-1);
	if (last !== undefined) node[last] = value;
}

const BASE64_CHUNK = 0x8000;

/** A data URL for the bytes, built without FileReader so the same code runs in Node. */
export async function blobToDataUrl(blob: Blob): Promise<string> {
	const bytes = new Uint8Array(await blob.arrayBuffer());
	let binary = "";
	for (let at = 0; at < bytes.length; at += BASE64_CHUNK) {
		binary += String.fromCharCode(...bytes.subarray(at, at + BASE64_CHUNK));
	}
	return `data:${blob.type || "application/octet-stream"};base64,${btoa(binary)}`;
}

async function fieldValue(
	field: TryItField,
	entered: FieldValue,
	loadSample: (url: string) => Promise<Blob>,
): Promise<unknown> {
	switch (field.kind) {
		case "text":
			return typeof entered === "string" ? entered : field.value;
		case "list": {
			const text = typeof entered === "string" ? entered : field.value.join("\n");
			return text
				.split("\n")
				.map((line) => line.trim())
				.filter((line) => line !== "");
		}
		case "json": {
			const text = typeof entered === "string" ? entered : field.value;
			try {
				return JSON.parse(text);
			} catch (error) {
				throw new FieldError(`${field.label} is not valid JSON: ${(error as Error).message}`);
			}
		}
		case "file": {
			let blob = entered instanceof Blob ? entered : undefined;
			if (!blob && field.sample) blob = await loadSample(field.sample);
			if (!blob) throw new FieldError(`Choose a file for ${field.label}.`);
			return field.dataUrl ? blobToDataUrl(blob) : blob;
		}
	}
}

/**
 * The arguments of the call the panel makes (without model and provider): each field's value at
 * its place, the parameters the reader set, and for chat one user message (with the image, if any).
 * Parameters left empty are left out, so the server's defaults apply.
 */
export async function buildArgs(
	props: Pick<TryItProps, "chat" | "fields" | "parametersPath">,
	entered: Readonly<Record<string, FieldValue>>,
	parameters: Readonly<Record<string, unknown>>,
	loadSample: (url: string) => Promise<Blob>,
): Promise<Record<string, unknown>> {
	const values = new Map<string, unknown>();
	for (const field of props.fields) {
		values.set(fieldKey(field), await fieldValue(field, entered[fieldKey(field)], loadSample));
	}
	const args: Record<string, unknown> = {};
	if (props.chat) {
		const text = values.get("message");
		const image = values.get("image");
		args.messages = [
			{
				role: "user",
				content:
					typeof image === "string"
						? [
								{ type: "text", text },
								{ type: "image_url", image_url: { url: image } },
							]
						: text,
			},
		];
	} else {
		for (const field of props.fields) setAt(args, field.path, values.get(fieldKey(field)));
	}
	for (const [name, value] of Object.entries(parameters)) {
		if (value !== undefined && value !== "") setAt(args, [...props.parametersPath, name], value);
	}
	return args;
}
