import { EmulatorError } from "../../errors/emulator-error.js";
import type { ImageProbe } from "../../media/probe.js";
import { SENTENCE_TASKS } from "../../registry/registry.js";
import { mediaType } from "../../server/context.js";
import type { Reply } from "../../server/reply.js";
import type { SeedModel } from "../../types.js";
import { binaryBody } from "../../validation/binary-body.js";
import { isObject } from "../../validation/fields.js";
import { checkParameters, HF_INPUT_CHECKS } from "../../validation/hf-inputs.js";
import { checkTaskParameters } from "../../validation/hf-parameters.js";
import { decodeAudio, decodeImage } from "../../validation/media-refs.js";
import { checkCompletionBody } from "../../validation/openai-bodies.js";
import { check, jsonBody, type ProviderCall, post, type Route } from "../call.js";
import { answerChat, answerCompletion, checkChat } from "../openai-compatible.js";
import { AUDIO_PIPELINES } from "./audio-pipelines.js";
import type { Body, Pipeline } from "./pipeline.js";
import { TEXT_PIPELINES } from "./text-pipelines.js";
import { VISION_PIPELINES } from "./vision-pipelines.js";

/**
 * hf-inference routes: `models/<id>` runs the model's own pipeline (its mapping task), `models/<id>/pipeline/<task>`
 * a named one, and LLMs also answer OpenAI chat and completions under `models/<id>/v1/`.
 */

const PIPELINES: Record<string, Pipeline> = { ...TEXT_PIPELINES, ...VISION_PIPELINES, ...AUDIO_PIPELINES };

const LLM_TASKS = ["conversational", "text-generation"];

function findModel(call: ProviderCall, id: string): { model: SeedModel; task: string } {
	const model = call.ctx.registry.model(id);
	const mapping = model && call.ctx.registry.mapping(model, "hf-inference");
	if (!model || !mapping) {
		throw new EmulatorError(404, `Model ${id} does not exist on hf-inference.`, { router: true });
	}
	return { model, task: mapping.task };
}

function refuseTask(id: string, task: string, what: string): EmulatorError {
	return new EmulatorError(400, `Model ${id} is a ${task} model: it does not serve ${what}.`, {
		router: true,
	});
}

/** The media of a JSON body: the decoded `inputs` (or `inputs.image`), checked already. */
function jsonMedia(body: Body, kind: Pipeline["body"]): { bytes: Buffer; image?: ImageProbe } {
	if (kind === "audio") return { bytes: decodeAudio(body.inputs) ?? Buffer.alloc(0) };
	const decoded = decodeImage(isObject(body.inputs) ? body.inputs.image : body.inputs);
	return decoded ? { bytes: decoded.bytes, image: decoded.probe } : { bytes: Buffer.alloc(0) };
}

function runPipeline(call: ProviderCall, model: SeedModel, task: string): Reply {
	const pipeline = PIPELINES[task];
	if (!pipeline) throw new EmulatorError(400, `hf-inference has no ${task} pipeline.`);
	// Raw media carries no parameters; a caller with parameters sends the media base64 in JSON.
	if (pipeline.body !== "json" && mediaType(call.ctx) !== "application/json") {
		return pipeline.answer({
			call,
			model,
			body: {},
			parameters: {},
			...binaryBody(call.ctx, pipeline.body, task),
		});
	}
	const body = jsonBody(call);
	check(call, [
		...(HF_INPUT_CHECKS[task]?.(body) ?? []),
		...checkParameters(body),
		...checkTaskParameters(task, body),
	]);
	const parameters = isObject(body.parameters) ? body.parameters : {};
	return pipeline.answer({ call, model, body, parameters, ...jsonMedia(body, pipeline.body) });
}

export const hfInferenceRoutes: Route[] = [
	post(/^models\/(.+)\/v1\/chat\/completions$/, (call) => {
		const id = call.match[1] ?? "";
		const { task } = findModel(call, id);
		if (!LLM_TASKS.includes(task)) throw refuseTask(id, task, "chat completions");
		const body = jsonBody(call);
		checkChat(call, body);
		return answerChat(body, id);
	}),
	post(/^models\/(.+)\/v1\/completions$/, (call) => {
		const id = call.match[1] ?? "";
		const { task } = findModel(call, id);
		if (!LLM_TASKS.includes(task)) throw refuseTask(id, task, "text completions");
		const body = jsonBody(call);
		check(call, checkCompletionBody(body));
		return answerCompletion(body, id);
	}),
	post(/^models\/(.+)\/pipeline\/([^/]+)$/, (call) => {
		const id = call.match[1] ?? "";
		const pipeline = call.match[2] ?? "";
		const { model, task } = findModel(call, id);
		const compatible =
			pipeline === task || (SENTENCE_TASKS.includes(pipeline) && SENTENCE_TASKS.includes(task));
		if (!compatible) throw refuseTask(id, task, `the ${pipeline} pipeline`);
		return runPipeline(call, model, pipeline);
	}),
	post(/^models\/(.+)$/, (call) => {
		const { model, task } = findModel(call, call.match[1] ?? "");
		return runPipeline(call, model, task);
	}),
];
