import { py, pyValue } from "../code.js";
import { type LocalCode, type LocalContext, labels, textInput } from "../context.js";
import type { LibraryWriters } from "./writer.js";

/** GLiNER2: entities of the labels the caller names, from `GLiNER2.from_pretrained` (its `local` extra). */
function gliner2Code(context: LocalContext): LocalCode[] {
	return [
		{
			label: "GLiNER2",
			language: "python",
			setup: 'pip install "gliner2[local]"',
			content:
				"from gliner2 import GLiNER2\n\n" +
				`extractor = GLiNER2.from_pretrained(${py(context.id)})\n` +
				`text = ${py(textInput(context, "Apple CEO Tim Cook announced iPhone 15 in Cupertino yesterday."))}\n` +
				`print(extractor.extract_entities(text, ${pyValue(labels(context, ["company", "person", "product", "location"]))}))\n`,
		},
	];
}

/** This file's libraries and their writers. */
export const GLINER2_WRITERS = { gliner2: gliner2Code } as const satisfies LibraryWriters;
