import { describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel } from "../src/index.js";

const siblings = (...names: string[]) => names.map((rfilename) => ({ rfilename }));
/** The first snippet of the model's own library. */
const code = (model: HubModel & { id: string }) =>
	getLocalSnippets(model).find((snippet) => snippet.kind === "library" && snippet.name === model.library_name)
		?.content ?? "";

describe("diffusers reads what the repository is from the hub's facts", () => {
	it("a ControlNet loads as the ControlNet class its config names, into its base model's pipeline", () => {
		const content = code({
			id: "acme/canny-controlnet",
			pipeline_tag: "text-to-image",
			library_name: "diffusers",
			tags: ["controlnet", "base_model:stabilityai/stable-diffusion-xl-base-1.0"],
			config: { diffusers: { _class_name: "ControlNetModel" } },
		});
		expect(content).toContain('controlnet = ControlNetModel.from_pretrained("acme/canny-controlnet"');
		expect(content).toContain(
			'AutoPipelineForText2Image.from_pretrained("stabilityai/stable-diffusion-xl-base-1.0", controlnet=controlnet',
		);
		expect(content).toContain("image=control_image");
		expect(content).not.toContain("load_lora_weights");
		const flux = code({
			id: "acme/flux-controlnet",
			pipeline_tag: "text-to-image",
			library_name: "diffusers",
			cardData: { base_model: "black-forest-labs/FLUX.1-dev" },
			config: { diffusers: { _class_name: "FluxControlNetModel" } },
		});
		expect(flux).toContain("FluxControlNetModel.from_pretrained(");
		expect(flux).toContain("control_image=control_image");
	});

	it("a textual inversion loads with load_textual_inversion, its token in the prompt", () => {
		const content = code({
			id: "sd-concepts-library/cat-toy",
			pipeline_tag: "text-to-image",
			library_name: "diffusers",
			tags: ["textual_inversion", "base_model:stable-diffusion-v1-5/stable-diffusion-v1-5"],
			cardData: { instance_prompt: "<cat-toy>" },
		});
		expect(content).toContain('pipe.load_textual_inversion("sd-concepts-library/cat-toy")');
		expect(content).not.toContain("load_lora_weights");
		expect(content).toMatch(/pipe\("<cat-toy>, /);
	});

	it("an inpainting checkpoint filed under text-to-image is called with an image and a mask", () => {
		const content = code({
			id: "acme/sd-inpainting",
			pipeline_tag: "text-to-image",
			library_name: "diffusers",
			config: { diffusers: { _class_name: "StableDiffusionInpaintPipeline" } },
		});
		expect(content).toContain("mask_image=mask_image");
		expect(content).toContain("image=image");
	});

	it("a LoRA's prompt carries its trigger words", () => {
		const content = code({
			id: "acme/pixel-lora",
			pipeline_tag: "text-to-image",
			library_name: "diffusers",
			tags: ["lora", "base_model:adapter:black-forest-labs/FLUX.1-dev"],
			cardData: { instance_prompt: "pixel art style" },
		});
		expect(content).toContain('pipe.load_lora_weights("acme/pixel-lora")');
		expect(content).toMatch(/pipe\("pixel art style, /);
	});
});

describe("pyannote.audio", () => {
	it("a diarization pipeline, filed under automatic-speech-recognition, gets Pipeline code", () => {
		const content = code({
			id: "pyannote/speaker-diarization-community-1",
			pipeline_tag: "automatic-speech-recognition",
			library_name: "pyannote-audio",
			tags: ["pyannote-audio-pipeline", "speaker-diarization"],
		});
		expect(content).toContain('Pipeline.from_pretrained("pyannote/speaker-diarization-community-1"');
	});

	it("a model (not a pipeline) loads with Model.from_pretrained and runs through Inference", () => {
		const content = code({
			id: "pyannote/segmentation-3.0",
			pipeline_tag: "voice-activity-detection",
			library_name: "pyannote-audio",
			tags: ["pyannote-audio-model"],
		});
		expect(content).toContain('model = Model.from_pretrained("pyannote/segmentation-3.0"');
		expect(content).toContain("Inference(model)");
		expect(content).not.toContain("Pipeline.from_pretrained");
	});
});

describe("SpeechBrain uses the interface the model's config names", () => {
	const model = (id: string, task: string, speechbrain_interface: string) =>
		code({
			id,
			pipeline_tag: task,
			library_name: "speechbrain",
			config: { speechbrain: { speechbrain_interface } },
		});

	it("EncoderASR, WhisperASR and SpectralMaskEnhancement come from their modules", () => {
		expect(
			model("speechbrain/asr-wav2vec2-librispeech", "automatic-speech-recognition", "EncoderASR"),
		).toContain("from speechbrain.inference.ASR import EncoderASR");
		expect(
			model("speechbrain/asr-whisper-large-v2-commonvoice-fr", "automatic-speech-recognition", "WhisperASR"),
		).toContain("WhisperASR.from_hparams(");
		const enhancement = model(
			"speechbrain/metricgan-plus-voicebank",
			"audio-to-audio",
			"SpectralMaskEnhancement",
		);
		expect(enhancement).toContain("from speechbrain.inference.enhancement import SpectralMaskEnhancement");
		expect(enhancement).toContain(".enhance_file(");
		expect(enhancement).not.toContain("SepformerSeparation");
	});

	it("an interface outside speechbrain.inference's classes (or an inherited name) gets the guide", () => {
		expect(model("acme/custom", "audio-classification", "CustomEncoderWav2vec2Classifier")).toContain(
			"# Guide: ",
		);
		expect(model("acme/proto", "audio-classification", "constructor")).toContain("# Guide: ");
	});
});

describe("scikit-learn reads the model's own columns and file", () => {
	it("a tabular model's rows come from its widget data, not the task's example columns", () => {
		const content = code({
			id: "acme/wine-quality",
			pipeline_tag: "tabular-classification",
			library_name: "sklearn",
			tags: ["skops", "sklearn"],
			widgetData: [{ structured_data: { alcohol: [9.4, 9.8], pH: [3.51, 3.2] } }],
			config: { sklearn: { model: { file: "skops-model.pkl" }, model_format: "pickle" } },
		});
		expect(content).toContain('"alcohol": [');
		expect(content).toContain('"pH": [');
		// A pickled repository (even one skops made) loads with joblib, not skops.io.
		expect(content).toContain('hf_hub_download("acme/wine-quality", "skops-model.pkl")');
		expect(content).toContain("joblib.load(");
		expect(content).not.toContain("skops.io");
	});

	it("the config's example input, then its column names, when there is no widget data", () => {
		const example = code({
			id: "acme/m",
			pipeline_tag: "tabular-regression",
			library_name: "sklearn",
			config: {
				sklearn: {
					example_input: { size: [1200], rooms: [3] },
					model: { file: "model.skops" },
					model_format: "skops",
				},
			},
		});
		expect(example).toContain('"size": [');
		expect(example).toContain("from skops.io import get_untrusted_types, load");
		expect(example).toContain('hf_hub_download("acme/m", "model.skops")');
		const columns = code({
			id: "acme/m",
			pipeline_tag: "tabular-regression",
			library_name: "sklearn",
			config: { sklearn: { columns: ["size", "rooms"] } },
		});
		expect(columns).toContain('"size": [');
		expect(columns).toContain('"rooms": [');
	});
});

describe("TimesFM and Ultralytics pick what the repository holds", () => {
	it("a Flax TimesFM 2.5 checkpoint gets the Flax class", () => {
		const flax = code({
			id: "google/timesfm-2.5-200m-flax",
			pipeline_tag: "time-series-forecasting",
			library_name: "timesfm",
			tags: ["flax"],
		});
		expect(flax).toContain("timesfm.TimesFM_2p5_200M_flax.from_pretrained(");
		expect(flax).not.toContain("_torch");
	});

	it("Ultralytics downloads the weights file the repository lists, not every .pt", () => {
		const content = code({
			id: "acme/yolo-helmets",
			pipeline_tag: "object-detection",
			library_name: "ultralytics",
			siblings: siblings("README.md", "yolo-helmets.pt"),
		});
		expect(content).toContain('hf_hub_download("acme/yolo-helmets", "yolo-helmets.pt")');
		expect(content).not.toContain("snapshot_download");
	});
});

describe("fastai tabular models", () => {
	it("predict a row in the model's own columns, from its widget data", () => {
		const content = code({
			id: "acme/adult-income",
			pipeline_tag: "tabular-classification",
			library_name: "fastai",
			widgetData: [{ structured_data: { age: [39], education: ["Bachelors"] } }],
		});
		expect(content).toContain('"age": [');
		expect(content).toContain('"education": [');
	});
});
