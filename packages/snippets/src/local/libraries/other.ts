import { py, pyValue, sh } from "../code.js";
import { type LocalCode, type LocalContext, repoName, textInput } from "../context.js";
import { guide } from "./guide.js";
import { tableRows } from "./table-rows.js";
import { transformersMessages } from "./transformers.js";
import { type LibraryWriters, own } from "./writer.js";

/**
 * scikit-learn: the file the repository's config names, read by its format: a `.skops` file with
 * skops.io (the types it holds reviewed first), a pickle (`.pkl`, `.joblib`; skops writes these
 * too) with joblib. Without the config, the hub's documented default file name.
 */
function sklearnCode(context: LocalContext): LocalCode[] {
	const text = context.task === "text-classification";
	const input = text
		? `print(model.predict([${py(textInput(context, "I like you. I love you"))}]))\n`
		: `data = pd.DataFrame(${pyValue(tableRows(context))})\nprint(model.predict(data))\n`;
	const pandas = text ? "" : "import pandas as pd\n";
	const config = context.model.config.sklearn;
	const file = config?.model?.file ?? "sklearn_model.joblib";
	const download = `hf_hub_download(${py(context.id)}, ${py(file)})`;
	if (config?.model_format === "skops" || file.endsWith(".skops")) {
		return [
			{
				label: "Scikit-learn (skops)",
				language: "python",
				setup: "pip install scikit-learn skops huggingface_hub pandas",
				content:
					`${pandas}from huggingface_hub import hf_hub_download\nfrom skops.io import get_untrusted_types, load\n\n` +
					`path = ${download}\n` +
					"# skops refuses types it does not know; read this list before trusting them.\n" +
					"untrusted = get_untrusted_types(file=path)\nprint(untrusted)\n" +
					`model = load(path, trusted=untrusted)\n${input}`,
				docsUrl: "https://skops.readthedocs.io/en/stable/persistence.html",
			},
		];
	}
	return [
		{
			label: "Scikit-learn",
			language: "python",
			setup: "pip install scikit-learn joblib huggingface_hub pandas",
			content:
				`import joblib\n${pandas}from huggingface_hub import hf_hub_download\n\n` +
				"# joblib files are pickles: loading one runs code, so load only models you trust.\n" +
				`model = joblib.load(${download})\n${input}`,
		},
	];
}

function series(context: LocalContext): number[] {
	const inputs = context.inputs;
	return Array.isArray(inputs) && inputs.every((item) => typeof item === "number" && Number.isFinite(item))
		? inputs
		: [1, 2, 3, 4, 5, 6, 7, 8];
}

/** Chronos: `BaseChronosPipeline` picks the model's pipeline; quantile forecasts of a series. */
function chronosCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "Chronos",
			language: "python",
			setup: "pip install chronos-forecasting",
			content:
				"import torch\nfrom chronos import BaseChronosPipeline\n\n" +
				`pipeline = BaseChronosPipeline.from_pretrained(${py(context.id)}, device_map="cpu")\n` +
				`context = torch.tensor(${pyValue(series(context))}, dtype=torch.float32)\n` +
				"quantiles, mean = pipeline.predict_quantiles(context, prediction_length=12, quantile_levels=[0.1, 0.5, 0.9])\n" +
				"print(mean)\n",
			docsUrl: "https://github.com/amazon-science/chronos-forecasting",
		},
	];
}

/**
 * TimesFM 2.5 loads with `from_pretrained`, its PyTorch or its Flax class as the checkpoint is
 * (the hub's `flax`/`jax` tags, or a Flax repository's name); older checkpoints need the 1.x API's
 * model settings.
 */
function timesfmCode(context: LocalContext): LocalCode[] {
	const docsUrl = "https://github.com/google-research/timesfm";
	if (!/2\.5/.test(context.id)) {
		return [
			guide(
				"TimesFM",
				"Checkpoints before TimesFM 2.5 load through the 1.x package with settings (layers,\ncontext length, backend) that differ per checkpoint: its README lists them per model.",
				docsUrl,
			),
		];
	}
	const flax =
		context.tags.has("flax") ||
		context.tags.has("jax") ||
		(!context.model.files.some((file) => file.endsWith(".safetensors")) && /flax|jax/i.test(context.id));
	const backend = flax ? "flax" : "torch";
	return [
		{
			label: "TimesFM",
			language: "python",
			setup: `pip install "timesfm[${backend}]"`,
			content:
				"import numpy as np\nimport timesfm\n\n" +
				`model = timesfm.TimesFM_2p5_200M_${backend}.from_pretrained(${py(context.id)})\n` +
				"model.compile(timesfm.ForecastConfig(max_context=1024, max_horizon=256, normalize_inputs=True))\n" +
				`point_forecast, quantile_forecast = model.forecast(horizon=12, inputs=[np.array(${pyValue(series(context))})])\n` +
				"print(point_forecast)\n",
		},
	];
}

/** MLX: mlx-lm for text, mlx-vlm for images and text, mlx-whisper for speech. */
function mlxCode(context: LocalContext): LocalCode[] {
	const id = py(context.id);
	if (context.task === "automatic-speech-recognition") {
		return [
			{
				label: "MLX Whisper",
				language: "python",
				setup: "pip install mlx-whisper",
				content:
					"import mlx_whisper\n\n" +
					`result = mlx_whisper.transcribe(${py(textInput(context, "sample1.flac"))}, path_or_hf_repo=${id})\n` +
					'print(result["text"])\n',
				docsUrl: "https://github.com/ml-explore/mlx-examples/tree/main/whisper",
			},
		];
	}
	if (context.task === "image-text-to-text") {
		return [
			{
				label: "MLX-VLM",
				language: "python",
				setup: "pip install -U mlx-vlm",
				content:
					"from mlx_vlm import generate, load\nfrom mlx_vlm.prompt_utils import apply_chat_template\n\n" +
					`model, processor = load(${id})\n` +
					`prompt = apply_chat_template(processor, model.config, ${py(promptText(context))}, num_images=1)\n` +
					`print(generate(model, processor, prompt, [${py(imageOf(context))}], verbose=False))\n`,
				docsUrl: "https://github.com/Blaizzy/mlx-vlm",
			},
		];
	}
	const prompt = context.chat
		? `messages = ${pyValue(context.messages)}\nprompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)\n`
		: `prompt = ${py(textInput(context, "Once upon a time,"))}\n`;
	return [
		{
			label: "MLX-LM",
			language: "python",
			setup: "pip install -U mlx-lm",
			content:
				"from mlx_lm import generate, load\n\n" +
				`model, tokenizer = load(${id})\n${prompt}` +
				"print(generate(model, tokenizer, prompt=prompt, max_tokens=128))\n",
			docsUrl: "https://github.com/ml-explore/mlx-lm",
		},
	];
}

/** The text part of the first message, for libraries that take a prompt and images apart. */
function promptText(context: LocalContext): string {
	for (const message of transformersMessages(context.messages)) {
		const content = (message as { content?: unknown } | null)?.content;
		if (typeof content === "string") return content;
		if (Array.isArray(content))
			for (const part of content) if (typeof part?.text === "string") return part.text as string;
	}
	return textInput(context, "Describe this image.");
}

/** The first image of the messages, else the sample picture. */
function imageOf(context: LocalContext): string {
	for (const message of transformersMessages(context.messages)) {
		const content = (message as { content?: unknown } | null)?.content;
		if (Array.isArray(content))
			for (const part of content) if (typeof part?.url === "string") return part.url as string;
	}
	return "cats.jpg";
}

/** PEFT: the adapter's config names its base model, which AutoPeftModel loads first. */
function peftCode(context: LocalContext): LocalCode[] {
	const tokenizerSource = context.baseModel ?? context.id;
	const prompt = context.chat
		? `inputs = tokenizer.apply_chat_template(\n    ${pyValue(context.messages, 1)},\n    add_generation_prompt=True,\n    return_dict=True,\n    return_tensors="pt",\n)\n`
		: `inputs = tokenizer(${py(textInput(context, "Once upon a time,"))}, return_tensors="pt")\n`;
	return [
		{
			label: "PEFT",
			language: "python",
			setup: "pip install peft transformers",
			content:
				"from peft import AutoPeftModelForCausalLM\nfrom transformers import AutoTokenizer\n\n" +
				`model = AutoPeftModelForCausalLM.from_pretrained(${py(context.id)})\n` +
				`tokenizer = AutoTokenizer.from_pretrained(${py(tokenizerSource)})\n` +
				prompt +
				"outputs = model.generate(**inputs, max_new_tokens=64)\n" +
				"print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])\n",
			docsUrl: "https://huggingface.co/docs/peft/quicktour",
		},
	];
}

/** ML-Agents: the download command exists, but the agent plays inside its Unity environment. */
function mlAgentsCode(context: LocalContext): LocalCode[] {
	const docsUrl =
		"https://github.com/Unity-Technologies/ml-agents/blob/develop/docs/Hugging-Face-Integration.md";
	return [
		{
			label: "ML-Agents",
			language: "sh",
			setup: "pip install mlagents",
			content:
				"# An ML-Agents model (an .onnx brain) runs inside its Unity environment, in the editor or a\n" +
				"# built game: there is no few-line way to run it. This downloads it for that:\n" +
				`mlagents-load-from-hf --repo-id=${sh(context.id)} --local-dir=${sh(`./downloads/${repoName(context.id)}`)}\n`,
			docsUrl,
		},
	];
}

/** Sample Factory: the download module exists; playing needs the environment it was trained in. */
function sampleFactoryCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "Sample Factory",
			language: "sh",
			setup: "pip install sample-factory",
			content:
				"# The agent plays in the environment it was trained in, with that environment's own\n" +
				"# enjoy script and arguments (see the model card). This downloads it into ./train_dir:\n" +
				`python -m sample_factory.huggingface.load_from_hub -r ${sh(context.id)} -d ./train_dir\n`,
			docsUrl: "https://www.samplefactory.dev/10-huggingface/huggingface/",
		},
	];
}

const SB3_ALGORITHMS: Record<string, string> = {
	a2c: "A2C",
	ddpg: "DDPG",
	dqn: "DQN",
	ppo: "PPO",
	sac: "SAC",
	td3: "TD3",
};

/** Stable-Baselines3: the repository's `<name>.zip`, loaded with the algorithm its name starts with. */
function stableBaselines3Code(context: LocalContext): LocalCode[] {
	const name = repoName(context.id);
	const algorithm = own(SB3_ALGORITHMS, name.split("-")[0]?.toLowerCase());
	const docsUrl = "https://huggingface.co/docs/hub/stable-baselines3";
	if (!algorithm) {
		return [
			guide(
				"Stable-Baselines3",
				"The agent is loaded with the algorithm class it was trained with (PPO, DQN, SAC…),\nand this repository's name does not start with one: its model card names it.",
				docsUrl,
			),
		];
	}
	return [
		{
			label: "Stable-Baselines3",
			language: "python",
			setup: "pip install stable-baselines3 huggingface-sb3",
			content:
				`from huggingface_sb3 import load_from_hub\nfrom stable_baselines3 import ${algorithm}\n\n` +
				`checkpoint = load_from_hub(repo_id=${py(context.id)}, filename=${py(`${name}.zip`)})\n` +
				`model = ${algorithm}.load(checkpoint)\n` +
				"# model.predict(observation) acts in the environment the agent was trained in.\n" +
				"print(model.policy)\n",
			docsUrl,
		},
	];
}

/** LeRobot: a policy acts on a robot or a simulated one, through LeRobot's own scripts. */
function lerobotCode(): LocalCode[] {
	return [
		guide(
			"LeRobot",
			"A LeRobot policy drives a robot (or a simulation) from its cameras and joint states:\nit is run with LeRobot's recording or evaluation scripts and a robot configuration.",
			"https://huggingface.co/docs/lerobot/index",
		),
	];
}

/** TiRex: `load_model` by id, quantile and mean forecasts of a batch of series. */
function tirexCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "TiRex",
			language: "python",
			setup: "pip install tirex-ts",
			content:
				"import torch\nfrom tirex import load_model\n\n" +
				`model = load_model(${py(context.id)})\n` +
				`context = torch.tensor([${pyValue(series(context))}], dtype=torch.float32)\n` +
				"quantiles, mean = model.forecast(context=context, prediction_length=12)\n" +
				"print(mean)\n",
		},
	];
}

/** This file's libraries and their writers. */
export const OTHER_WRITERS = {
	"chronos-forecasting": chronosCode,
	lerobot: lerobotCode,
	"ml-agents": mlAgentsCode,
	mlx: mlxCode,
	peft: peftCode,
	"sample-factory": sampleFactoryCode,
	sklearn: sklearnCode,
	"stable-baselines3": stableBaselines3Code,
	timesfm: timesfmCode,
	tirex: tirexCode,
} as const satisfies LibraryWriters;
