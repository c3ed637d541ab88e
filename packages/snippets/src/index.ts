export { formatInputs, INPUT_FORMATS, type InputFormat } from "./format/format-inputs.js";
export { jsKey, jsLiteral, jsString } from "./literals/javascript.js";
export { isPythonKeyword, pythonLiteral, pythonString } from "./literals/python.js";
export { shellQuote } from "./literals/shell.js";
export type { Value } from "./literals/value.js";
