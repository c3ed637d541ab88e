import { py } from "../code.js";
import { type LocalCode, type LocalContext, textInput } from "../context.js";
import { guide } from "./guide.js";
import type { LibraryWriters } from "./writer.js";

const SETUP = "pip install -U diffusers transformers accelerate torch";

/** A LoRA or other adapter: tagged `lora`, or named by a `base_model:adapter:` tag. */
function isAdapter(context: LocalContext): boolean {
	return context.tags.has("lora") || [...context.tags].some((tag) => tag.startsWith("base_model:adapter:"));
}

function prompt(context: LocalContext, fallback: string): string {
	const parameters = context.parameters.prompt;
	return typeof parameters === "string" ? parameters : fallback;
}

/** How the pipeline is made: the model itself, or its base model with the LoRA loaded onto it. */
function load(context: LocalContext, pipelineClass: string): string {
	if (isAdapter(context) && context.baseModel) {
		return (
			`pipe = ${pipelineClass}.from_pretrained(${py(context.baseModel)}, torch_dtype=torch.bfloat16)\n` +
			`pipe.load_lora_weights(${py(context.id)})\n` +
			'pipe.to("cuda")\n'
		);
	}
	return `pipe = ${pipelineClass}.from_pretrained(${py(context.id)}, torch_dtype=torch.bfloat16)\npipe.to("cuda")\n`;
}

function inpainting(context: LocalContext): boolean {
	return context.tags.has("inpainting") || /inpaint/i.test(context.id);
}

/** diffusers: the task's pipeline class, run on the example, its output saved to a file. */
function diffusersCode(context: LocalContext): LocalCode[] {
	const { task } = context;
	if (isAdapter(context) && !context.baseModel) {
		return [
			guide(
				"Diffusers (LoRA)",
				"A LoRA is loaded onto the pipeline of the model it was trained on, and this model's tags\ndo not name that base model: take it from the model card, load its pipeline, then call\npipe.load_lora_weights with this repository's id.",
				"https://huggingface.co/docs/diffusers/main/en/tutorials/using_peft_for_inference",
			),
		];
	}
	let imports = "from diffusers import DiffusionPipeline\n";
	let pipelineClass = "DiffusionPipeline";
	let run: string;
	switch (task) {
		case "text-to-image":
			run = `image = pipe(${py(textInput(context, "Astronaut riding a horse"))}).images[0]\nimage.save("output.png")\n`;
			break;
		case "image-to-image":
			if (inpainting(context)) {
				pipelineClass = "AutoPipelineForInpainting";
				imports = "from diffusers import AutoPipelineForInpainting\nfrom diffusers.utils import load_image\n";
				run =
					`image = load_image(${py(textInput(context, "cat.png"))})\n` +
					'# White where the picture is painted anew, black where it is kept.\nmask_image = load_image("mask.png")\n' +
					`image = pipe(prompt=${py(prompt(context, "A tiger sitting on a park bench"))}, image=image, mask_image=mask_image).images[0]\n` +
					'image.save("output.png")\n';
			} else {
				pipelineClass = "AutoPipelineForImage2Image";
				imports =
					"from diffusers import AutoPipelineForImage2Image\nfrom diffusers.utils import load_image\n";
				run =
					`image = load_image(${py(textInput(context, "cat.png"))})\n` +
					`image = pipe(prompt=${py(prompt(context, "Turn the cat into a tiger."))}, image=image).images[0]\n` +
					'image.save("output.png")\n';
			}
			break;
		case "image-to-video":
			imports =
				"from diffusers import DiffusionPipeline\nfrom diffusers.utils import export_to_video, load_image\n";
			run =
				`image = load_image(${py(textInput(context, "cat.png"))})\n` +
				`frames = pipe(image=image, prompt=${py(prompt(context, "The cat starts to dance"))}).frames[0]\n` +
				'export_to_video(frames, "output.mp4")\n';
			break;
		case "text-to-video":
			imports = "from diffusers import DiffusionPipeline\nfrom diffusers.utils import export_to_video\n";
			run =
				`frames = pipe(${py(textInput(context, "A young man walking on the street"))}).frames[0]\n` +
				'export_to_video(frames, "output.mp4")\n';
			break;
		case "text-to-audio":
			imports = "import scipy\nfrom diffusers import DiffusionPipeline\n";
			run =
				`audio = pipe(${py(textInput(context, "Techno music with a strong beat"))}, audio_length_in_s=10.0).audios[0]\n` +
				"# AudioLDM-style pipelines make 16 kHz audio.\n" +
				'scipy.io.wavfile.write("output.wav", rate=16000, data=audio)\n';
			break;
		case "unconditional-image-generation":
			run = 'image = pipe().images[0]\nimage.save("output.png")\n';
			break;
		default:
			return [];
	}
	const content = `import torch\n${imports}\n${load(context, pipelineClass)}\n${run}`;
	return [
		{
			label: isAdapter(context) && context.baseModel ? "Diffusers (LoRA)" : "Diffusers",
			language: "python",
			setup: task === "text-to-audio" ? `${SETUP} scipy` : SETUP,
			content,
			docsUrl:
				isAdapter(context) && context.baseModel
					? "https://huggingface.co/docs/diffusers/main/en/tutorials/using_peft_for_inference"
					: "https://huggingface.co/docs/diffusers/main/en/using-diffusers/loading",
		},
	];
}

/** This file's libraries and their writers. */
export const DIFFUSERS_WRITERS = {
	diffusers: diffusersCode,
} as const satisfies LibraryWriters;
