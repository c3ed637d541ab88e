import { CHAT_PAGES } from "@hubkit/tasks";
import { sh } from "../code.js";
import { type LocalContext, promptOf, textInput } from "../context.js";
import type { AppStart, LocalApp } from "./local-app.js";
import { adapterOf, baseName, type Format, ggufFile, quantOf } from "./model-files.js";

/** A chat model of a task the chat apps serve: the tasks whose pages call chat completions. */
const chatModel = (context: LocalContext) => context.chat && CHAT_PAGES.has(context.task);

/** A model the text apps run: a chat model, or a text-generation model that continues a text. */
const textModel = (context: LocalContext) => chatModel(context) || context.task === "text-generation";

/** What a one-shot command is given: a chat model's first user message, else the text to continue. */
const completionText = (context: LocalContext) =>
	context.chat ? promptOf(context) : textInput(context, promptOf(context));

/** A GGUF model's files hold no transformers checkpoint a Python server loads from the repository. */
const servedFromRepo = (formats: ReadonlySet<Format>) => formats.has("transformers") && !formats.has("gguf");

const start = (content: string): AppStart => ({ role: "start", content });

/** An app opened by a link: the link, and what to do next, in comments (nothing to run in a shell). */
const opened = (lines: string[]): AppStart => ({
	role: "guide",
	content: lines.map((line) => `# ${line}\n`).join(""),
});

/**
 * Reads `lms ls --json` on stdin and prints the key of the model whose path is the repository given
 * as the first argument, or a path under it; fails when there is none.
 */
const LMS_KEY =
	'let s="";process.stdin.on("data",(d)=>{s+=d}).on("end",()=>{const r=process.argv[1];' +
	'const m=JSON.parse(s).find((m)=>m.path===r||m.path.startsWith(r+"/"));' +
	"if(!m){process.exit(1)}console.log(m.modelKey)})";

/** The prompt written to a file, for commands that read it from one: nothing in it can be read as an option. */
const promptFile = (text: string) => `printf '%s' ${sh(text)} > prompt.txt\n`;

/**
 * The apps: those that run GGUF files first, then the servers of transformers checkpoints, MLX-LM,
 * and the apps that open diffusers models; each fact from the app's own source or
 * documentation, recorded with where it was read in test/local/facts/apps.ts (which the tests check
 * every command, flag, port and model name against). Apps opened by a link use the link the hub's
 * own "Use this model" list gives (huggingface.js packages/tasks/src/local-apps.ts).
 */
export const LOCAL_APPS: readonly LocalApp[] = [
	{
		id: "llama.cpp",
		label: "llama.cpp",
		docsUrl: "https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md",
		setup: "brew install llama.cpp",
		runs: (context, formats) => formats.has("gguf") && textModel(context),
		start: (context) =>
			context.chat
				? start(
						"# Downloads the model (its Q4_K_M file, else its first GGUF file) and serves it,\n" +
							"# OpenAI-compatible, on http://localhost:8080, under the name the calls use\n" +
							`llama-server -hf ${sh(context.id)} --alias ${sh(context.id)}\n`,
					)
				: start(
						"# Downloads the model (its Q4_K_M file, else its first GGUF file) and continues the text\n" +
							promptFile(completionText(context)) +
							`llama-completion -hf ${sh(context.id)} -no-cnv -f prompt.txt\n`,
					),
		server: { baseUrl: "http://localhost:8080/v1", model: ({ id }) => id, key: "none" },
	},
	{
		id: "ollama",
		label: "Ollama",
		docsUrl: "https://huggingface.co/docs/hub/ollama",
		setup: "curl -fsSL https://ollama.com/install.sh | sh",
		runs: (context, formats) => formats.has("gguf") && textModel(context),
		start: (context) =>
			start(
				"# Downloads the model and answers once (`--` ends the options, so the prompt is never read as\n" +
					"# one); Ollama also serves it, OpenAI-compatible, on http://localhost:11434\n" +
					`ollama run ${sh(`hf.co/${context.id}`)} -- ${sh(completionText(context))}\n`,
			),
		server: { baseUrl: "http://localhost:11434/v1", model: ({ id }) => `hf.co/${id}`, key: "none" },
	},
	{
		id: "lmstudio",
		label: "LM Studio",
		docsUrl: "https://lmstudio.ai/docs/cli",
		setup: "npx lmstudio install-cli",
		runs: (context, formats) => (formats.has("gguf") || formats.has("mlx")) && chatModel(context),
		start: (context) =>
			start(
				"# Downloads the model without asking (`--yes` takes the download LM Studio preselects for\n" +
					"# this machine)\n" +
					`lms get ${sh(`https://huggingface.co/${context.id}`)} --yes\n` +
					"# LM Studio keys a model by its own name, not the repository's: the key of the model whose\n" +
					"# path is under this repository, from `lms ls --json`; loaded under the name the calls use\n" +
					`key=$(lms ls --json | node -e ${sh(LMS_KEY)} -- ${sh(context.id)})\n` +
					`lms load "$key" --yes --identifier ${sh(context.id)}\n` +
					"# Serves the loaded model, OpenAI-compatible, on http://localhost:1234\nlms server start\n",
			),
		server: { baseUrl: "http://localhost:1234/v1", model: ({ id }) => id, key: "none" },
	},
	{
		id: "jan",
		label: "Jan",
		docsUrl: "https://jan.ai/docs/desktop/api-server",
		runs: (context, formats) => formats.has("gguf") && chatModel(context),
		start: (context) => {
			const file = ggufFile(context);
			return opened([
				"Jan is a desktop app (https://jan.ai). This link opens the model in Jan's hub:",
				`jan://models/huggingface/${context.id}`,
				file
					? `Download ${file} there (the file the calls name). Then, in Settings > Local API Server,`
					: "Download a file there. Then, in Settings > Local API Server,",
				"enter an API key and start the server, on http://127.0.0.1:1337. The calls send that key",
				"from the API_TOKEN environment variable: export API_TOKEN=<the key you entered>",
			]);
		},
		server: { baseUrl: "http://127.0.0.1:1337/v1", model: janModelName, key: "required" },
	},
	{
		id: "docker-model-runner",
		label: "Docker Model Runner",
		docsUrl: "https://docs.docker.com/ai/model-runner/",
		runs: (context, formats) => formats.has("gguf") && chatModel(context),
		start: (context) =>
			start(
				"# Downloads the model and answers once (`--` ends the options, so the prompt is never read as\n" +
					"# one); its API listens, OpenAI-compatible, on http://localhost:12434\n" +
					`docker model run ${sh(`hf.co/${context.id}`)} -- ${sh(promptOf(context))}\n`,
			),
		server: {
			baseUrl: "http://localhost:12434/engines/llama.cpp/v1",
			model: ({ id }) => `hf.co/${id}`,
			key: "none",
		},
	},
	{
		id: "node-llama-cpp",
		label: "node-llama-cpp",
		docsUrl: "https://node-llama-cpp.withcat.ai/cli",
		runs: (context, formats) => formats.has("gguf") && context.task === "text-generation",
		start: (context) =>
			context.chat
				? start(
						"# Downloads the model and starts a chat in the terminal with this first message\n" +
							promptFile(promptOf(context)) +
							`npx -y node-llama-cpp chat --promptFile prompt.txt ${sh(`hf:${context.id}`)}\n`,
					)
				: start(
						"# Downloads the model and continues the text\n" +
							promptFile(completionText(context)) +
							`npx -y node-llama-cpp complete --textFile prompt.txt ${sh(`hf:${context.id}`)}\n`,
					),
	},
	{
		id: "localai",
		label: "LocalAI",
		docsUrl: "https://localai.io/docs/getting-started/models/",
		setup: "curl https://localai.io/install.sh | sh",
		runs: (context, formats) => formats.has("gguf") && textModel(context) && ggufFile(context) !== undefined,
		start: (context) => {
			const file = ggufFile(context);
			if (file === undefined) return undefined;
			return start(
				"# Downloads the model file and serves it, OpenAI-compatible, on http://localhost:8080,\n" +
					"# under the file's name\n" +
					`local-ai run ${sh(`huggingface://${context.id}/${file}`)}\n`,
			);
		},
		server: {
			baseUrl: "http://localhost:8080/v1",
			model: (context) => {
				const file = ggufFile(context);
				return file === undefined ? undefined : baseName(file);
			},
			key: "none",
		},
	},
	{
		id: "msty",
		label: "Msty",
		docsUrl: "https://msty.app",
		runs: (context, formats) => formats.has("gguf") && chatModel(context),
		start: (context) =>
			opened([
				"Msty is a desktop app (https://msty.app). This link finds the model in Msty, to download",
				"and chat with it:",
				`msty://models/search/hf/${context.id}`,
			]),
	},
	{
		id: "vllm",
		label: "vLLM",
		docsUrl: "https://docs.vllm.ai/en/latest/serving/openai_compatible_server.html",
		setup: "pip install vllm",
		runs: (context, formats) =>
			chatModel(context) &&
			(servedFromRepo(formats) || adapterOf(context) !== undefined || vllmGguf(context) !== undefined),
		start: (context) => {
			const adapter = adapterOf(context);
			const gguf = vllmGguf(context);
			const trust = context.customCode ? " --trust-remote-code" : "";
			if (adapter)
				return start(
					"# Downloads the base model and the adapter, and serves the adapter on the base model,\n" +
						"# OpenAI-compatible, on http://localhost:8000, under the adapter's name\n" +
						`vllm serve ${sh(adapter.base)}${trust} --enable-lora --lora-modules ${sh(`${adapter.name}=${context.id}`)}\n`,
				);
			if (gguf)
				return start(
					"# vLLM reads GGUF through its GGUF plugin: install it first\nuv pip install vllm-gguf-plugin\n" +
						`# Downloads the ${gguf.quant} file and serves it, OpenAI-compatible, on http://localhost:8000\n` +
						(gguf.tokenizer
							? "# (the tokenizer from the base model, as vLLM's GGUF guide recommends)\n"
							: "") +
						`vllm serve ${sh(`${context.id}:${gguf.quant}`)}${gguf.tokenizer ? ` --tokenizer ${sh(gguf.tokenizer)}` : ""} --served-model-name ${sh(context.id)}\n`,
				);
			return start(
				`# Downloads the model and serves it, OpenAI-compatible, on http://localhost:8000\nvllm serve ${sh(context.id)}${trust}\n`,
			);
		},
		server: {
			baseUrl: "http://localhost:8000/v1",
			model: (context) => adapterOf(context)?.name ?? context.id,
			key: "none",
		},
	},
	{
		id: "sglang",
		label: "SGLang",
		docsUrl: "https://docs.sglang.io/basic_usage/send_request.html",
		setup: "pip install sglang",
		runs: (context, formats) =>
			chatModel(context) && (servedFromRepo(formats) || adapterOf(context) !== undefined),
		start: (context) => {
			const adapter = adapterOf(context);
			const trust = context.customCode ? " --trust-remote-code" : "";
			const lora = adapter ? ` --enable-lora --lora-paths ${sh(`${adapter.name}=${context.id}`)}` : "";
			return start(
				`# Downloads the model${adapter ? " and the adapter" : ""} and serves it, OpenAI-compatible, on http://localhost:30000\n` +
					`python3 -m sglang.launch_server --model-path ${sh(adapter?.base ?? context.id)}${trust}${lora} --host 127.0.0.1 --port 30000\n`,
			);
		},
		server: {
			baseUrl: "http://localhost:30000/v1",
			// SGLang names an adapter on its base model `base:adapter` (docs/advanced_features/lora.ipynb).
			model: (context) => {
				const adapter = adapterOf(context);
				return adapter ? `${adapter.base}:${adapter.name}` : context.id;
			},
			key: "none",
		},
	},
	{
		id: "tgi",
		label: "TGI",
		docsUrl: "https://huggingface.co/docs/text-generation-inference/quicktour",
		runs: (context, formats) =>
			chatModel(context) && servedFromRepo(formats) && context.tags.has("text-generation-inference"),
		start: (context) =>
			start(
				"# Downloads the model and serves it, OpenAI-compatible, on http://localhost:8080 (Docker, NVIDIA GPU)\n" +
					'docker run --gpus all --shm-size 1g -p 8080:80 -v "$PWD/data:/data" ' +
					`ghcr.io/huggingface/text-generation-inference:latest --model-id ${sh(context.id)}${context.customCode ? " --trust-remote-code" : ""}\n`,
			),
		server: { baseUrl: "http://localhost:8080/v1", model: () => "tgi", key: "none" },
	},
	{
		id: "mlx-lm",
		label: "MLX-LM",
		docsUrl: "https://github.com/ml-explore/mlx-lm",
		setup: "pip install mlx-lm",
		runs: (context, formats) => formats.has("mlx") && context.task === "text-generation",
		start: (context) =>
			start(
				"# One answer in the terminal (the prompt comes in on stdin, `--prompt -`):\n" +
					`printf '%s' ${sh(completionText(context))} | mlx_lm.generate --model ${sh(context.id)} --prompt -\n` +
					(context.chat
						? `# Or an OpenAI-compatible server on http://localhost:8080:\nmlx_lm.server --model ${sh(context.id)}\n`
						: ""),
			),
		server: { baseUrl: "http://localhost:8080/v1", model: ({ id }) => id, key: "none" },
	},
	{
		id: "draw-things",
		label: "Draw Things",
		docsUrl: "https://drawthings.ai",
		runs: (context, formats) =>
			formats.has("diffusers") && (context.task === "text-to-image" || context.tags.has("lora")),
		start: (context) =>
			opened([
				"Draw Things is a macOS and iOS app (https://drawthings.ai). This link imports the model into it:",
				`https://drawthings.ai/import/diffusers/pipeline.${context.tags.has("lora") ? "load_lora_weights" : "from_pretrained"}?repo_id=${context.id}`,
			]),
	},
	{
		id: "diffusionbee",
		label: "DiffusionBee",
		docsUrl: "https://diffusionbee.com",
		runs: (context, formats) => formats.has("diffusers") && context.task === "text-to-image",
		start: (context) =>
			opened([
				"DiffusionBee is a macOS app (https://diffusionbee.com). This link imports the model into it:",
				`https://diffusionbee.com/huggingface_import?model_id=${context.id}`,
			]),
	},
];

/**
 * What vLLM serves a GGUF repository from (docs/features/quantization/gguf.md): `<repository>:<quant>`
 * of the file the other apps run, and the base model's tokenizer when the hub names the base.
 * Undefined for a repository with no GGUF file whose name gives its quant.
 */
function vllmGguf(context: LocalContext): { quant: string; tokenizer: string | undefined } | undefined {
	if (!context.tags.has("gguf") && context.model.library_name !== "gguf") return undefined;
	const file = ggufFile(context);
	const quant = file === undefined ? undefined : quantOf(file);
	return quant === undefined ? undefined : { quant, tokenizer: context.baseModel };
}

/**
 * How Jan's server names a GGUF file it downloaded from the hub: the repository's owner, `/`, and
 * the file's path without `.gguf`, keeping letters, digits, `/`, `_`, `-` and `.`, with `.` made `_`
 * (web-app/src/services/models/default.ts `convertHfRepoToCatalogModel`, lib/utils.ts `sanitizeModelId`).
 */
function janModelName(context: LocalContext): string | undefined {
	const file = ggufFile(context);
	if (file === undefined) return undefined;
	const owner = context.id.slice(0, context.id.indexOf("/"));
	const name = file
		.replace(/\.gguf$/i, "")
		.replace(/[^a-zA-Z0-9/_\-.]/g, "")
		.replace(/\./g, "_");
	return `${owner}/${name}`;
}
