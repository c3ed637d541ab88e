import { py } from "../code.js";
import { type LocalCode, type LocalContext, textInput } from "../context.js";
import { guide } from "./guide.js";
import { type LibraryWriters, own } from "./writer.js";

const SETUP = "pip install -U diffusers transformers accelerate torch";
const LORA_GUIDE = "https://huggingface.co/docs/diffusers/main/en/tutorials/using_peft_for_inference";
const CONTROLNET_GUIDE = "https://huggingface.co/docs/diffusers/main/en/using-diffusers/controlnet";
const TEXTUAL_INVERSION_GUIDE =
	"https://huggingface.co/docs/diffusers/main/en/using-diffusers/textual_inversion_inference";

/** What a diffusers repository holds, which decides how it is loaded. */
type Kind = "inpainting" | "controlnet" | "lora" | "textual-inversion" | "pipeline";

/**
 * The ControlNet classes diffusers exports and the `__call__` keyword each one's pipeline takes its
 * conditioning picture by: the Stable Diffusion (and SDXL) ControlNet pipelines' `image`, the
 * Flux and SD3 ones' `control_image`.
 */
const CONTROLNET_CLASSES: Record<string, string> = {
	ControlNetModel: "image",
	FluxControlNetModel: "control_image",
	SD3ControlNetModel: "control_image",
};

/** The class `model_index.json` (or a single model's `config.json`) names. */
const className = (context: LocalContext) => context.model.config.diffusers?._class_name;

/** What the repository is, from its config's class first, then the hub's tags, then its name. */
function kindOf(context: LocalContext): Kind {
	const name = className(context) ?? "";
	const { tags } = context;
	if (
		/Inpaint|FluxFill/.test(name) ||
		tags.has("inpainting") ||
		tags.has("StableDiffusionInpaintPipeline") ||
		tags.has("StableDiffusionXLInpaintPipeline") ||
		tags.has("FluxFillPipeline") ||
		/inpaint/i.test(context.id)
	)
		return "inpainting";
	if (own(CONTROLNET_CLASSES, name) !== undefined || tags.has("controlnet")) return "controlnet";
	if (tags.has("lora") || [...tags].some((tag) => tag.startsWith("base_model:adapter:"))) return "lora";
	if (tags.has("textual_inversion")) return "textual-inversion";
	return "pipeline";
}

/** The example's prompt parameter (image-to-image's instruction), else `fallback`. */
function prompt(context: LocalContext, fallback: string): string {
	const parameters = context.parameters.prompt;
	return typeof parameters === "string" ? parameters : fallback;
}

/**
 * A LoRA's or textual inversion's trigger words (the card's `instance_prompt`) lead the prompt:
 * without them the weights it adds are never called on.
 */
function withTrigger(context: LocalContext, text: string): string {
	const trigger = context.model.cardData.instance_prompt?.trim();
	return trigger && !text.includes(trigger) ? `${trigger}, ${text}` : text;
}

const NO_BASE_MODEL =
	"is loaded onto the pipeline of the model it was trained for, and this model's card and tags\ndo not name that base model: take it from the model card, load its pipeline, then";

/** A ControlNet: the class its config names, passed to its base model's text-to-image pipeline. */
function controlnetCode(context: LocalContext): LocalCode[] {
	if (!context.baseModel) {
		return [
			guide(
				"Diffusers (ControlNet)",
				`A ControlNet ${NO_BASE_MODEL} pass\nthis repository's ControlNetModel to it as controlnet=.`,
				CONTROLNET_GUIDE,
			),
		];
	}
	const name = className(context) ?? "";
	const controlnetClass = own(CONTROLNET_CLASSES, name) === undefined ? "ControlNetModel" : name;
	const keyword = own(CONTROLNET_CLASSES, controlnetClass) ?? "image";
	return [
		{
			label: "Diffusers (ControlNet)",
			language: "python",
			setup: SETUP,
			content:
				`import torch\nfrom diffusers import AutoPipelineForText2Image, ${controlnetClass}\nfrom diffusers.utils import load_image\n\n` +
				`controlnet = ${controlnetClass}.from_pretrained(${py(context.id)}, torch_dtype=torch.bfloat16)\n` +
				`pipe = AutoPipelineForText2Image.from_pretrained(${py(context.baseModel)}, controlnet=controlnet, torch_dtype=torch.bfloat16)\n` +
				'pipe.to("cuda")\n\n' +
				"# The kind of picture this ControlNet follows (edges, depth, a pose…), as its model card shows.\n" +
				'control_image = load_image("control.png")\n' +
				`image = pipe(${py(textInput(context, "Astronaut riding a horse"))}, ${keyword}=control_image).images[0]\n` +
				'image.save("output.png")\n',
			docsUrl: CONTROLNET_GUIDE,
		},
	];
}

/** How the pipeline is made: the model itself, or its base model with the LoRA or embedding loaded onto it. */
function load(context: LocalContext, kind: Kind, pipelineClass: string): string {
	const dtype = "torch_dtype=torch.bfloat16";
	if ((kind === "lora" || kind === "textual-inversion") && context.baseModel) {
		const loader = kind === "lora" ? "load_lora_weights" : "load_textual_inversion";
		return (
			`pipe = ${pipelineClass}.from_pretrained(${py(context.baseModel)}, ${dtype})\n` +
			`pipe.${loader}(${py(context.id)})\n` +
			'pipe.to("cuda")\n'
		);
	}
	return `pipe = ${pipelineClass}.from_pretrained(${py(context.id)}, ${dtype})\npipe.to("cuda")\n`;
}

/** diffusers: the repository's kind and the task's pipeline, run on the example, its output saved to a file. */
function diffusersCode(context: LocalContext): LocalCode[] {
	const { task } = context;
	const kind = kindOf(context);
	if (kind === "controlnet") return controlnetCode(context);
	if ((kind === "lora" || kind === "textual-inversion") && !context.baseModel) {
		const what = kind === "lora" ? "A LoRA" : "A textual inversion";
		const loader = kind === "lora" ? "pipe.load_lora_weights" : "pipe.load_textual_inversion";
		return [
			guide(
				kind === "lora" ? "Diffusers (LoRA)" : "Diffusers (textual inversion)",
				`${what} ${NO_BASE_MODEL} call\n${loader} with this repository's id.`,
				kind === "lora" ? LORA_GUIDE : TEXTUAL_INVERSION_GUIDE,
			),
		];
	}
	let imports = "from diffusers import DiffusionPipeline\n";
	let pipelineClass = "DiffusionPipeline";
	let run: string;
	if (kind === "inpainting" && (task === "text-to-image" || task === "image-to-image")) {
		// DiffusionPipeline loads the class model_index.json names (an SD, SDXL or Flux inpainting or
		// fill pipeline), each called with the picture and the mask.
		imports = "from diffusers import DiffusionPipeline\nfrom diffusers.utils import load_image\n";
		const fallback = "A tiger sitting on a park bench";
		const picture = task === "image-to-image" ? textInput(context, "cat.png") : "cat.png";
		const text = task === "text-to-image" ? textInput(context, fallback) : prompt(context, fallback);
		run =
			`image = load_image(${py(picture)})\n` +
			'# White where the picture is painted anew, black where it is kept.\nmask_image = load_image("mask.png")\n' +
			`image = pipe(prompt=${py(withTrigger(context, text))}, image=image, mask_image=mask_image).images[0]\n` +
			'image.save("output.png")\n';
	} else {
		switch (task) {
			case "text-to-image":
				run = `image = pipe(${py(withTrigger(context, textInput(context, "Astronaut riding a horse")))}).images[0]\nimage.save("output.png")\n`;
				break;
			case "image-to-image":
				pipelineClass = "AutoPipelineForImage2Image";
				imports =
					"from diffusers import AutoPipelineForImage2Image\nfrom diffusers.utils import load_image\n";
				run =
					`image = load_image(${py(textInput(context, "cat.png"))})\n` +
					`image = pipe(prompt=${py(withTrigger(context, prompt(context, "Turn the cat into a tiger.")))}, image=image).images[0]\n` +
					'image.save("output.png")\n';
				break;
			case "image-to-video":
				imports =
					"from diffusers import DiffusionPipeline\nfrom diffusers.utils import export_to_video, load_image\n";
				run =
					`image = load_image(${py(textInput(context, "cat.png"))})\n` +
					`frames = pipe(image=image, prompt=${py(withTrigger(context, prompt(context, "The cat starts to dance")))}).frames[0]\n` +
					'export_to_video(frames, "output.mp4")\n';
				break;
			case "text-to-video":
				imports = "from diffusers import DiffusionPipeline\nfrom diffusers.utils import export_to_video\n";
				run =
					`frames = pipe(${py(withTrigger(context, textInput(context, "A young man walking on the street")))}).frames[0]\n` +
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
	}
	const content = `import torch\n${imports}\n${load(context, kind, pipelineClass)}\n${run}`;
	const label =
		kind === "lora"
			? "Diffusers (LoRA)"
			: kind === "textual-inversion"
				? "Diffusers (textual inversion)"
				: "Diffusers";
	return [
		{
			label,
			language: "python",
			setup: task === "text-to-audio" ? `${SETUP} scipy` : SETUP,
			content,
			...(kind === "lora" ? { docsUrl: LORA_GUIDE } : {}),
			...(kind === "textual-inversion" ? { docsUrl: TEXTUAL_INVERSION_GUIDE } : {}),
		},
	];
}

/** This file's libraries and their writers. */
export const DIFFUSERS_WRITERS = { diffusers: diffusersCode } as const satisfies LibraryWriters;
