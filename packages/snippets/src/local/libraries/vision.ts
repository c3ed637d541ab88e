import { py, pyValue } from "../code.js";
import { type LocalCode, type LocalContext, labels, textInput } from "../context.js";
import { guide } from "./guide.js";
import { type LibraryWriters, own } from "./writer.js";

const image = (context: LocalContext) => py(textInput(context, "cats.jpg"));

/** timm: `create_model` with the `hf-hub:` prefix, the model's own preprocessing, top classes or features. */
function timmCode(context: LocalContext): LocalCode[] {
	const features = context.task === "image-feature-extraction";
	return [
		{
			label: "timm",
			language: "python",
			setup: "pip install timm",
			content:
				"import timm\nimport torch\nfrom PIL import Image\n\n" +
				`model = timm.create_model(${py(`hf-hub:${context.id}`)}, pretrained=True${features ? ", num_classes=0" : ""})\n` +
				"model.eval()\n" +
				"transform = timm.data.create_transform(**timm.data.resolve_model_data_config(model), is_training=False)\n" +
				`image = Image.open(${image(context)}).convert("RGB")\n` +
				"with torch.no_grad():\n    output = model(transform(image).unsqueeze(0))\n" +
				(features ? "print(output.shape)\n" : "print(output.softmax(dim=-1).topk(5))\n"),
			docsUrl: "https://huggingface.co/docs/timm/quickstart",
		},
	];
}

/** OpenCLIP: the model and its preprocessing from `hf-hub:`, zero-shot scores or image features. */
function openClipCode(context: LocalContext): LocalCode[] {
	const hub = py(`hf-hub:${context.id}`);
	const load =
		"import open_clip\nimport torch\nfrom PIL import Image\n\n" +
		`model, preprocess = open_clip.create_model_from_pretrained(${hub})\n` +
		`image = preprocess(Image.open(${image(context)})).unsqueeze(0)\n`;
	const run =
		context.task === "zero-shot-image-classification"
			? `tokenizer = open_clip.get_tokenizer(${hub})\n` +
				`labels = ${pyValue(labels(context, ["a cat", "a dog"]))}\n` +
				"with torch.no_grad():\n" +
				"    image_features = model.encode_image(image)\n" +
				"    text_features = model.encode_text(tokenizer(labels))\n" +
				"    image_features /= image_features.norm(dim=-1, keepdim=True)\n" +
				"    text_features /= text_features.norm(dim=-1, keepdim=True)\n" +
				"    probabilities = (100.0 * image_features @ text_features.T).softmax(dim=-1)\n" +
				"print(dict(zip(labels, probabilities[0].tolist())))\n"
			: "with torch.no_grad():\n    print(model.encode_image(image).shape)\n";
	return [
		{
			label: "OpenCLIP",
			language: "python",
			setup: "pip install open_clip_torch",
			content: load + run,
			docsUrl: "https://github.com/mlfoundations/open_clip#loading-models",
		},
	];
}

const ULTRALYTICS_RESULT: Record<string, string> = {
	"image-classification": "probs",
	"image-segmentation": "masks",
	"keypoint-detection": "keypoints",
	"object-detection": "boxes",
};

/** Ultralytics: the repository's `.pt` weights, loaded with `YOLO`. */
function ultralyticsCode(context: LocalContext): LocalCode[] {
	const result = own(ULTRALYTICS_RESULT, context.task);
	if (!result) return [];
	return [
		{
			label: "Ultralytics",
			language: "python",
			setup: "pip install ultralytics huggingface_hub",
			content:
				"from pathlib import Path\n\nfrom huggingface_hub import snapshot_download\nfrom ultralytics import YOLO\n\n" +
				`weights = next(Path(snapshot_download(${py(context.id)}, allow_patterns="*.pt")).glob("*.pt"))\n` +
				"model = YOLO(weights)\n" +
				`results = model(${image(context)})\n` +
				`print(results[0].${result})\n`,
			docsUrl: "https://docs.ultralytics.com/modes/predict/",
		},
	];
}

/** docTR: a hub model is the detection or the recognition half of an OCR predictor. */
function doctrCode(context: LocalContext): LocalCode[] {
	const predictor =
		context.task === "object-detection"
			? 'ocr_predictor(det_arch=model, reco_arch="crnn_mobilenet_v3_small", pretrained=True)'
			: 'ocr_predictor(det_arch="fast_base", reco_arch=model, pretrained=True)';
	return [
		{
			label: "docTR",
			language: "python",
			setup: 'pip install "python-doctr[torch]"',
			content:
				"from doctr.io import DocumentFile\nfrom doctr.models import from_hub, ocr_predictor\n\n" +
				`model = from_hub(${py(context.id)})\n` +
				`predictor = ${predictor}\n` +
				`document = DocumentFile.from_images([${image(context)}])\n` +
				"print(predictor(document).render())\n",
			docsUrl: "https://mindee.github.io/doctr/using_doctr/sharing_models.html",
		},
	];
}

/** fastai: a Learner from the hub, predicting one image or one table row. */
function fastaiCode(context: LocalContext): LocalCode[] {
	const tabular = context.task === "tabular-classification";
	const data = (context.inputs as { data?: unknown } | null)?.data;
	const run = tabular
		? `rows = pd.DataFrame(${pyValue(data ?? {})})\nprint(learner.predict(rows.iloc[0]))\n`
		: `print(learner.predict(PILImage.create(${image(context)})))\n`;
	return [
		{
			label: "fastai",
			language: "python",
			setup: "pip install fastai huggingface_hub",
			content:
				(tabular ? "import pandas as pd\n" : "from fastai.vision.core import PILImage\n") +
				"from huggingface_hub import from_pretrained_fastai\n\n" +
				`learner = from_pretrained_fastai(${py(context.id)})\n${run}`,
			docsUrl: "https://huggingface.co/docs/hub/fastai",
		},
	];
}

/** Keras 3 reads `hf://` paths; language models go through KerasHub presets. */
function kerasCode(context: LocalContext): LocalCode[] {
	const path = py(`hf://${context.id}`);
	if (context.task === "text-generation") {
		return [
			{
				label: "KerasHub",
				language: "python",
				setup: "pip install -U keras keras-hub",
				content:
					"import keras_hub\n\n" +
					`model = keras_hub.models.CausalLM.from_preset(${path})\n` +
					`print(model.generate(${py(textInput(context, "The quick brown fox"))}, max_length=64))\n`,
				docsUrl: "https://keras.io/keras_hub/getting_started/",
			},
		];
	}
	return [
		{
			label: "Keras",
			language: "python",
			setup: "pip install -U keras",
			content:
				"import keras\nimport numpy as np\n\n" +
				`model = keras.saving.load_model(${path})\n` +
				`image = keras.utils.load_img(${image(context)}, target_size=model.input_shape[1:3])\n` +
				"print(model.predict(np.expand_dims(keras.utils.img_to_array(image), 0)))\n",
			docsUrl: "https://keras.io/guides/serialization_and_saving/",
		},
	];
}

/** MindSpore checkpoints hold weights only; the network comes from the model's own code. */
function mindsporeCode(): LocalCode[] {
	return [
		guide(
			"MindSpore",
			"A MindSpore checkpoint holds the weights only: the network is built from the model's own\ncode (its MindCV or MindNLP class, named on the model card) before load_checkpoint fills it.",
			"https://www.mindspore.cn/tutorials/en/master/beginner/save_load.html",
		),
	];
}

/** This file's libraries and their writers. */
export const VISION_WRITERS = {
	doctr: doctrCode,
	fastai: fastaiCode,
	keras: kerasCode,
	mindspore: mindsporeCode,
	open_clip: openClipCode,
	timm: timmCode,
	ultralytics: ultralyticsCode,
} as const satisfies LibraryWriters;
