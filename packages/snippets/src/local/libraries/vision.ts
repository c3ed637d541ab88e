import { py, pyValue } from "../code.js";
import { type LocalCode, type LocalContext, labels, repoName, textInput } from "../context.js";
import { guide } from "./guide.js";
import { tableRows } from "./table-rows.js";
import { type LibraryWriters, own } from "./writer.js";

const image = (context: LocalContext) => py(textInput(context, "cats.jpg"));

/**
 * timm: `create_model` with the `hf-hub:` prefix, the transform its pretrained config resolves to,
 * the top classes (or, for features, the pooled embedding without the classifier).
 */
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
				"transform = timm.data.create_transform(**timm.data.resolve_data_config(model.pretrained_cfg, model=model))\n" +
				`image = Image.open(${image(context)}).convert("RGB")\n` +
				"with torch.no_grad():\n    output = model(transform(image).unsqueeze(0))\n" +
				(features
					? "print(output.shape)\n"
					: "print(torch.topk(torch.nn.functional.softmax(output[0], dim=0), 5))\n"),
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

/**
 * The weights file to load: the repository's only `.pt`, else the one named after the repository,
 * else its first; `undefined` when the file list is unknown.
 */
function ultralyticsWeights(context: LocalContext): { file: string; others: number } | undefined {
	const weights = context.model.files.filter((file) => file.endsWith(".pt"));
	const named = weights.find(
		(file) => file.slice(file.lastIndexOf("/") + 1) === `${repoName(context.id)}.pt`,
	);
	const file = named ?? weights[0];
	return file === undefined ? undefined : { file, others: weights.length - 1 };
}

/** Ultralytics: the repository's `.pt` weights, loaded with `YOLO`. */
function ultralyticsCode(context: LocalContext): LocalCode[] {
	const result = own(ULTRALYTICS_RESULT, context.task);
	if (!result) return [];
	const weights = ultralyticsWeights(context);
	const download = weights
		? "from huggingface_hub import hf_hub_download\nfrom ultralytics import YOLO\n\n" +
			(weights.others > 0
				? `# The repository has ${weights.others + 1} .pt files; this is the one named after it, or its first.\n`
				: "") +
			`weights = hf_hub_download(${py(context.id)}, ${py(weights.file)})\n`
		: "from pathlib import Path\n\nfrom huggingface_hub import snapshot_download\nfrom ultralytics import YOLO\n\n" +
			"# The repository's file list is unknown here: this downloads its .pt files and loads the first.\n" +
			`weights = next(Path(snapshot_download(${py(context.id)}, allow_patterns="*.pt")).glob("*.pt"))\n`;
	return [
		{
			label: "Ultralytics",
			language: "python",
			setup: "pip install ultralytics huggingface_hub",
			content: `${download}model = YOLO(weights)\nresults = model(${image(context)})\nprint(results[0].${result})\n`,
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
	const run = tabular
		? `rows = pd.DataFrame(${pyValue(tableRows(context))})\nprint(learner.predict(rows.iloc[0]))\n`
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

/** KerasHub: the task's class reads the `hf://` preset, with its own preprocessing. */
function kerasHubCode(context: LocalContext): LocalCode[] {
	const preset = py(`hf://${context.id}`);
	let content: string;
	switch (context.task) {
		case "text-generation":
			content =
				"import keras_hub\n\n" +
				`causal_lm = keras_hub.models.CausalLM.from_preset(${preset})\n` +
				`print(causal_lm.generate(${py(textInput(context, "The quick brown fox"))}, max_length=64))\n`;
			break;
		case "text-classification":
			content =
				"import keras_hub\n\n" +
				`classifier = keras_hub.models.TextClassifier.from_preset(${preset})\n` +
				`print(classifier.predict([${py(textInput(context, "What an amazing movie!"))}]))\n`;
			break;
		case "image-classification":
			content =
				"import keras\nimport keras_hub\nimport numpy as np\n\n" +
				`classifier = keras_hub.models.ImageClassifier.from_preset(${preset})\n` +
				`image = keras.utils.load_img(${image(context)})\n` +
				"print(classifier.predict(np.array([image])))\n";
			break;
		default:
			return [];
	}
	return [{ label: "KerasHub", language: "python", setup: "pip install -U keras keras-hub", content }];
}

/** The checkpoints SAM 2's `from_pretrained` knows: it maps each id to its config (sam2/build_sam.py). */
const SAM2_CHECKPOINTS = new Set([
	"facebook/sam2-hiera-tiny",
	"facebook/sam2-hiera-small",
	"facebook/sam2-hiera-base-plus",
	"facebook/sam2-hiera-large",
	"facebook/sam2.1-hiera-tiny",
	"facebook/sam2.1-hiera-small",
	"facebook/sam2.1-hiera-base-plus",
	"facebook/sam2.1-hiera-large",
]);

/** SAM 2: the image predictor, prompted with one foreground point. */
function sam2Code(context: LocalContext): LocalCode[] {
	if (!SAM2_CHECKPOINTS.has(context.id)) {
		return [
			guide(
				"SAM 2",
				"SAM 2 loads from the hub by id only for Meta's own checkpoints, whose configs it ships:\nany other checkpoint is built with sam2.build_sam.build_sam2 from its config file and\nthe repository's .pt file, as its model card says.",
				"https://github.com/facebookresearch/sam2#getting-started",
			),
		];
	}
	return [
		{
			label: "SAM 2",
			language: "python",
			setup: 'pip install "git+https://github.com/facebookresearch/sam2.git" huggingface_hub',
			content:
				"import numpy as np\nimport torch\nfrom PIL import Image\nfrom sam2.sam2_image_predictor import SAM2ImagePredictor\n\n" +
				'device = "cuda" if torch.cuda.is_available() else "cpu"\n' +
				`predictor = SAM2ImagePredictor.from_pretrained(${py(context.id)}, device=device)\n` +
				`image = Image.open(${image(context)}).convert("RGB")\n` +
				"with torch.inference_mode():\n" +
				"    predictor.set_image(image)\n" +
				"    # One point (x, y) in the picture's pixels; label 1 marks it as the object's.\n" +
				"    masks, scores, _ = predictor.predict(point_coords=np.array([[200, 150]]), point_labels=np.array([1]))\n" +
				"print(masks.shape, scores)\n",
		},
	];
}

/** Depth Pro: its default configuration reads `./checkpoints/depth_pro.pt`, so the repository goes there. */
function depthProCode(context: LocalContext): LocalCode[] {
	const files = context.model.files;
	if (files.length > 0 && !files.includes("depth_pro.pt")) {
		return [
			guide(
				"Depth Pro",
				"Depth Pro's default configuration loads ./checkpoints/depth_pro.pt, and this repository has\nno such file: build a DepthProConfig whose checkpoint_uri names its checkpoint.",
				"https://github.com/apple/ml-depth-pro#running-from-python",
			),
		];
	}
	return [
		{
			label: "Depth Pro",
			language: "python",
			setup: 'pip install "git+https://github.com/apple/ml-depth-pro.git" huggingface_hub',
			content:
				"import depth_pro\nfrom huggingface_hub import hf_hub_download\n\n" +
				`hf_hub_download(${py(context.id)}, "depth_pro.pt", local_dir="checkpoints")\n` +
				"model, transform = depth_pro.create_model_and_transforms()\n" +
				"model.eval()\n" +
				`image, _, f_px = depth_pro.load_rgb(${image(context)})\n` +
				"prediction = model.infer(transform(image), f_px=f_px)\n" +
				'print(prediction["depth"].shape, prediction["focallength_px"])\n',
		},
	];
}

/** PaddleOCR's single-model classes, by the tag the hub's PaddleOCR models carry. */
const PADDLEOCR_CLASSES: Record<string, string> = {
	textline_detection: "TextDetection",
	textline_recognition: "TextRecognition",
	seal_text_detection: "SealTextDetection",
	doc_img_unwarping: "TextImageUnwarping",
	doc_img_orientation_classification: "DocImgOrientationClassification",
	textline_orientation_classification: "TextLineOrientationClassification",
	chart_parsing: "ChartParsing",
	formula_recognition: "FormulaRecognition",
	layout_detection: "LayoutDetection",
	table_cells_detection: "TableCellsDetection",
	wired_table_classification: "TableClassification",
	table_structure_recognition: "TableStructureRecognition",
};

/** PaddleOCR: the class its tag names, loading the model by its name (the repository's). */
function paddleocrCode(context: LocalContext): LocalCode[] {
	const docsUrl = "https://www.paddleocr.ai/";
	const className = [...context.tags].map((tag) => own(PADDLEOCR_CLASSES, tag)).find(Boolean);
	if (!className) {
		return [
			guide(
				"PaddleOCR",
				"PaddleOCR runs a model through the class of its kind (text detection, recognition,\nlayout, document parsing…), and this model's tags name none of them: its model card does.",
				docsUrl,
			),
		];
	}
	return [
		{
			label: "PaddleOCR",
			language: "python",
			setup: "pip install paddleocr",
			content:
				"# PaddlePaddle itself installs per platform and device: https://www.paddlepaddle.org.cn/en/install\n" +
				`from paddleocr import ${className}\n\n` +
				`model = ${className}(model_name=${py(repoName(context.id))})\n` +
				`for result in model.predict(input=${image(context)}, batch_size=1):\n` +
				"    result.print()\n",
			docsUrl,
		},
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
	"keras-hub": kerasHubCode,
	sam2: sam2Code,
	"depth-pro": depthProCode,
	PaddleOCR: paddleocrCode,
} as const satisfies LibraryWriters;
