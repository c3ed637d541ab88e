import { jsLiteral, jsString } from "../literals/javascript.js";
import { pythonLiteral, pythonString } from "../literals/python.js";
import { shellQuote } from "../literals/shell.js";
import type { Value } from "../literals/value.js";

// Every id, file name and input goes into code through these writers, never pasted: a value can
// only ever be a literal of the snippet's language.

/** A Python string literal. */
export const py = (text: string): string => pythonString(text);
/** A Python literal of any JSON value, starting at `depth` indentation levels. */
export const pyValue = (value: unknown, depth = 0): string => pythonLiteral(value as Value, depth);
/** A JavaScript string literal. */
export const js = (text: string): string => jsString(text);
/** A JavaScript literal of any JSON value, starting at `depth` indentation levels. */
export const jsValue = (value: unknown, depth = 0): string => jsLiteral(value as Value, depth);
/** A shell word. */
export const sh = (text: string): string => shellQuote(text);
