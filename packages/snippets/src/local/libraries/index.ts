import type { ModelLibraryKey } from "@hubkit/tasks";
import { AUDIO_WRITERS } from "./audio.js";
import { DIFFUSERS_WRITERS } from "./diffusers.js";
import { GLINER2_WRITERS } from "./gliner2.js";
import { LLM_RUNTIME_WRITERS } from "./llm-runtimes.js";
import { MODEL2VEC_WRITERS } from "./model2vec.js";
import { OTHER_WRITERS } from "./other.js";
import {
	adaptersCode,
	allennlpCode,
	bertopicCode,
	fasttextCode,
	flairCode,
	glinerCode,
	paddlenlpCode,
	sentenceTransformersCode,
	setfitCode,
	spacyCode,
	spanMarkerCode,
	stanzaCode,
} from "./text.js";
import { transformersCode } from "./transformers.js";
import { transformersJsCode } from "./transformers-js.js";
import { VISION_WRITERS } from "./vision.js";
import type { LibraryWriter } from "./writer.js";

// The text libraries' file exports its functions one by one; its record is kept here until it
// exports one of its own like the other modality files.
const TEXT_WRITERS = {
	"adapter-transformers": adaptersCode,
	allennlp: allennlpCode,
	bertopic: bertopicCode,
	fasttext: fasttextCode,
	flair: flairCode,
	gliner: glinerCode,
	paddlenlp: paddlenlpCode,
	"sentence-transformers": sentenceTransformersCode,
	setfit: setfitCode,
	spacy: spacyCode,
	"span-marker": spanMarkerCode,
	stanza: stanzaCode,
	transformers: transformersCode,
	"transformers.js": transformersJsCode,
} as const;

/**
 * Every library of `MODEL_LIBRARIES` and how its documentation runs a model, merged from the
 * modality files' records; `satisfies` makes a library added there without a writer a type error.
 */
export const LIBRARY_WRITERS = {
	...AUDIO_WRITERS,
	...DIFFUSERS_WRITERS,
	...GLINER2_WRITERS,
	...LLM_RUNTIME_WRITERS,
	...MODEL2VEC_WRITERS,
	...OTHER_WRITERS,
	...TEXT_WRITERS,
	...VISION_WRITERS,
} as const satisfies Record<ModelLibraryKey, LibraryWriter>;
