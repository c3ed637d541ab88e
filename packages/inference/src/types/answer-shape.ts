/**
 * What an answer must hold, as scripts/answer-shape-generator.mjs writes it from a task's response
 * schema: a JSON type (`blob` for a file, `object` for any object), a list of one shape, an object
 * whose fields have shapes (those in `optional` may be missing or null, the others must be there;
 * other fields are allowed), or one of several shapes.
 */
export type AnswerShape =
	| "string"
	| "number"
	| "boolean"
	| "null"
	| "blob"
	| "object"
	| "unknown"
	| { readonly list: AnswerShape }
	| { readonly fields: { readonly [name: string]: AnswerShape }; readonly optional?: readonly string[] }
	| { readonly oneOf: readonly AnswerShape[] };
