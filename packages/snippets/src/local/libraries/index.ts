import type { ModelLibraryKey } from "@hubkit/tasks";
import type { LocalCode, LocalContext } from "../context.js";
import {
	asteroidCode,
	audiocraftCode,
	espnetCode,
	fairseqCode,
	k2Code,
	nemoCode,
	pyannoteCode,
	speechbrainCode,
} from "./audio.js";
import { diffusersCode } from "./diffusers.js";
import {
	chronosCode,
	lerobotCode,
	mlAgentsCode,
	mlxCode,
	peftCode,
	sampleFactoryCode,
	sklearnCode,
	stableBaselines3Code,
	timesfmCode,
} from "./other.js";
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
import {
	doctrCode,
	fastaiCode,
	kerasCode,
	mindsporeCode,
	openClipCode,
	timmCode,
	ultralyticsCode,
} from "./vision.js";

/** Writes a library's code for a model and one of the tasks the library lists. */
export type LibraryWriter = (context: LocalContext) => LocalCode[];

/**
 * Every library of `MODEL_LIBRARIES` and how its documentation runs a model; `satisfies` makes a
 * library added there without a writer here a type error.
 */
export const LIBRARY_WRITERS = {
	"adapter-transformers": adaptersCode,
	allennlp: allennlpCode,
	asteroid: asteroidCode,
	audiocraft: audiocraftCode,
	bertopic: bertopicCode,
	"chronos-forecasting": chronosCode,
	diffusers: diffusersCode,
	doctr: doctrCode,
	espnet: espnetCode,
	fairseq: fairseqCode,
	fastai: fastaiCode,
	fasttext: fasttextCode,
	flair: flairCode,
	gliner: glinerCode,
	k2: k2Code,
	keras: kerasCode,
	lerobot: lerobotCode,
	mindspore: mindsporeCode,
	"ml-agents": mlAgentsCode,
	mlx: mlxCode,
	nemo: nemoCode,
	open_clip: openClipCode,
	paddlenlp: paddlenlpCode,
	peft: peftCode,
	"pyannote-audio": pyannoteCode,
	"sample-factory": sampleFactoryCode,
	"sentence-transformers": sentenceTransformersCode,
	setfit: setfitCode,
	sklearn: sklearnCode,
	spacy: spacyCode,
	"span-marker": spanMarkerCode,
	speechbrain: speechbrainCode,
	"stable-baselines3": stableBaselines3Code,
	stanza: stanzaCode,
	timesfm: timesfmCode,
	timm: timmCode,
	transformers: transformersCode,
	"transformers.js": transformersJsCode,
	ultralytics: ultralyticsCode,
} as const satisfies Record<ModelLibraryKey, LibraryWriter>;
