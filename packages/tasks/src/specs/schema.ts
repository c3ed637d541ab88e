import type { JsonValue } from "../examples/example-inputs.js";

/** The JSON types a schema names; binary data is a `string` with `format: "binary"`. */
export type JsonSchemaType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/**
 * A JSON Schema (draft 2020-12), restricted to the keywords our task specifications use, so that
 * every consumer (the client's generated types, the site's request and response tables, the Try it
 * and generator forms, the emulator's checks) understands all of it. A specification is plain data:
 * `JSON.stringify` of one is a valid JSON Schema document.
 */
export interface JsonSchema {
	/** One line in our own words: what the value is or does, for the reference tables and forms. */
	description?: string;
	/**
	 * The TypeScript name the client's generated types give this schema (objects and enums reused by
	 * several fields, e.g. `ChatMessage`); a schema without one is written inline.
	 */
	title?: string;
	/** The JSON type of the value. */
	type?: JsonSchemaType;
	/** `binary` marks raw bytes (the client takes a Blob, ArrayBuffer or Uint8Array); `uri` a URL. */
	format?: "binary" | "uri";
	/** For binary data and data URLs: the media types accepted, e.g. `image/*`. */
	contentMediaType?: string;
	/** The only values allowed. */
	enum?: readonly (string | number | boolean)[];
	/** The one value allowed (a discriminator such as `type: "function"`). */
	const?: string | number | boolean;
	/** What the server uses when the field is left out. */
	default?: JsonValue;
	/** Numbers: the smallest value allowed. */
	minimum?: number;
	/** Numbers: the largest value allowed. */
	maximum?: number;
	/** Numbers: the value must be greater than this. */
	exclusiveMinimum?: number;
	/** Numbers: the value must be less than this. */
	exclusiveMaximum?: number;
	/** Strings: the fewest characters allowed. */
	minLength?: number;
	/** Strings: the most characters allowed. */
	maxLength?: number;
	/** Arrays: the schema of every item. */
	items?: JsonSchema;
	/** Arrays: the fewest items allowed. */
	minItems?: number;
	/** Arrays: the most items allowed. */
	maxItems?: number;
	/** Objects: the known fields. */
	properties?: Readonly<Record<string, JsonSchema>>;
	/** Objects: the fields that must be present. */
	required?: readonly string[];
	/** Objects: whether (or with which schema) fields beyond `properties` are allowed. */
	additionalProperties?: boolean | JsonSchema;
	/** The value matches exactly one of these (e.g. a string or a list of strings). */
	oneOf?: readonly JsonSchema[];
	/** Example values, for forms and documentation. */
	examples?: readonly JsonValue[];
}

/** An object schema: what a request always is. */
export interface ObjectSchema extends JsonSchema {
	/** Always `"object"`. */
	type: "object";
	/** The known fields, by name. */
	properties: Readonly<Record<string, JsonSchema>>;
}

/**
 * What one task's call sends and gets back, as the client's task function takes and returns it
 * (the routing arguments every call shares, `model`, `provider`, `accessToken`, `endpointUrl`, are
 * not part of it).
 */
export interface TaskSpec {
	/** The hub's task id, e.g. `text-classification` (`chat-completion` for chat). */
	task: string;
	/** The client's function for the task, e.g. `textClassification`. */
	method: string;
	/** The request body: `inputs` and `parameters` for hub pipelines, the OpenAI fields for chat. */
	request: ObjectSchema;
	/** The answer the client's function resolves to. */
	response: JsonSchema;
	/** For tasks that stream (chat completion, text generation): one chunk of the stream. */
	streamChunk?: JsonSchema;
}
