import { DEFAULT_PROVIDER } from "@hubkit/inference";
import { getInferenceSnippetsWithReasons } from "../generator/get-inference-snippets.js";
import type { ReportReason } from "../generator/reasons.js";
import type { SnippetClient, SnippetLanguage } from "../types.js";
import { sh } from "./code.js";
import { type LocalCode, type LocalContext, promptOf } from "./context.js";
import type { LocalSnippet } from "./types.js";

/** The model files an app loads. */
type Format = "gguf" | "mlx" | "transformers";

/** A local app: which models it serves, the command that starts it, and where its server listens. */
interface LocalApp {
	id: string;
	label: string;
	formats: Format[];
	tasks: string[];
	docsUrl: string;
	setup?: string;
	/** The shell commands that download the model and start the app. */
	start: (context: LocalContext) => string;
	/** Its OpenAI-compatible server: the base URL and the name a call gives the model. */
	server: { baseUrl: string; model: (context: LocalContext) => string };
}

const CHAT = ["text-generation", "image-text-to-text"];

/**
 * The apps, from their own documentation: llama.cpp's `-hf` download, Ollama's and Docker Model
 * Runner's `hf.co/` names, LM Studio's `lms`, vLLM's and SGLang's servers, MLX-LM's commands, and
 * each server's default port.
 */
export const LOCAL_APPS: readonly LocalApp[] = [
	{
		id: "llama.cpp",
		label: "llama.cpp",
		formats: ["gguf"],
		tasks: CHAT,
		docsUrl: "https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md",
		setup: "brew install llama.cpp",
		start: ({ id }) =>
			`# Downloads the model and serves it, OpenAI-compatible, on http://localhost:8080\nllama-server -hf ${sh(id)}\n`,
		server: { baseUrl: "http://localhost:8080/v1", model: ({ id }) => id },
	},
	{
		id: "ollama",
		label: "Ollama",
		formats: ["gguf"],
		tasks: CHAT,
		docsUrl: "https://huggingface.co/docs/hub/ollama",
		setup: "curl -fsSL https://ollama.com/install.sh | sh",
		start: (context) =>
			"# Downloads the model and answers once; Ollama also serves it on http://localhost:11434\n" +
			`ollama run ${sh(`hf.co/${context.id}`)} ${sh(promptOf(context))}\n`,
		server: { baseUrl: "http://localhost:11434/v1", model: ({ id }) => `hf.co/${id}` },
	},
	{
		id: "lmstudio",
		label: "LM Studio",
		formats: ["gguf", "mlx"],
		tasks: CHAT,
		docsUrl: "https://lmstudio.ai/docs/cli",
		setup: "npx lmstudio install-cli",
		start: ({ id }) =>
			`lms get ${sh(`https://huggingface.co/${id}`)}\n` +
			`lms load ${sh(id)} --identifier ${sh(id)}\n` +
			"# Serves the loaded model, OpenAI-compatible, on http://localhost:1234\nlms server start\n",
		server: { baseUrl: "http://localhost:1234/v1", model: ({ id }) => id },
	},
	{
		id: "jan",
		label: "Jan",
		formats: ["gguf"],
		tasks: CHAT,
		docsUrl: "https://jan.ai/docs/desktop/api-server",
		start: ({ id }) =>
			"# Jan is a desktop app (https://jan.ai): this link opens the model in it to download. Then\n" +
			"# start its Local API Server (Settings), on http://localhost:1337, and name the model in the\n" +
			"# call as Jan's model list shows it.\n" +
			`open ${sh(`jan://models/huggingface/${id}`)}\n`,
		server: { baseUrl: "http://localhost:1337/v1", model: ({ id }) => id },
	},
	{
		id: "vllm",
		label: "vLLM",
		formats: ["transformers"],
		tasks: CHAT,
		docsUrl: "https://docs.vllm.ai/en/latest/serving/openai_compatible_server.html",
		setup: "pip install vllm",
		start: ({ id }) =>
			`# Downloads the model and serves it, OpenAI-compatible, on http://localhost:8000\nvllm serve ${sh(id)}\n`,
		server: { baseUrl: "http://localhost:8000/v1", model: ({ id }) => id },
	},
	{
		id: "sglang",
		label: "SGLang",
		formats: ["transformers"],
		tasks: CHAT,
		docsUrl: "https://docs.sglang.ai/basic_usage/send_request.html",
		setup: 'pip install "sglang[all]"',
		start: ({ id }) =>
			"# Downloads the model and serves it, OpenAI-compatible, on http://localhost:30000\n" +
			`python3 -m sglang.launch_server --model-path ${sh(id)} --host 127.0.0.1 --port 30000\n`,
		server: { baseUrl: "http://localhost:30000/v1", model: ({ id }) => id },
	},
	{
		id: "mlx-lm",
		label: "MLX-LM",
		formats: ["mlx"],
		tasks: ["text-generation"],
		docsUrl: "https://github.com/ml-explore/mlx-lm",
		setup: "pip install -U mlx-lm",
		start: (context) =>
			`# One answer in the terminal:\nmlx_lm.generate --model ${sh(context.id)} --prompt ${sh(promptOf(context))}\n` +
			`# Or an OpenAI-compatible server on http://localhost:8080:\nmlx_lm.server --model ${sh(context.id)}\n`,
		server: { baseUrl: "http://localhost:8080/v1", model: ({ id }) => id },
	},
	{
		id: "docker-model-runner",
		label: "Docker Model Runner",
		formats: ["gguf"],
		tasks: CHAT,
		docsUrl: "https://docs.docker.com/ai/model-runner/",
		start: (context) =>
			"# Downloads the model and answers once. Its API listens on http://localhost:12434 once\n" +
			"# host access is on: docker desktop enable model-runner --tcp 12434\n" +
			`docker model run ${sh(`hf.co/${context.id}`)} ${sh(promptOf(context))}\n`,
		server: { baseUrl: "http://localhost:12434/engines/v1", model: ({ id }) => `hf.co/${id}` },
	},
];

/** The formats of a model's files, as its library and tags say. */
export function formatsOf(context: LocalContext): Set<Format> {
	const library = context.model.library_name;
	const formats = new Set<Format>();
	if (library === "gguf" || context.tags.has("gguf")) formats.add("gguf");
	if (library === "mlx" || context.tags.has("mlx")) formats.add("mlx");
	if (library === "transformers" || (context.tags.has("transformers") && context.tags.has("safetensors")))
		formats.add("transformers");
	return formats;
}

/** The clients of the chat snippets whose request names the model: the ones a local server needs. */
const CALL_CLIENTS: ReadonlyArray<{ language: SnippetLanguage; client: SnippetClient; label: string }> = [
	{ language: "python", client: "openai", label: "Python (openai)" },
	{ language: "python", client: "requests", label: "Python (requests)" },
	{ language: "js", client: "openai", label: "JavaScript (openai)" },
	{ language: "js", client: "fetch", label: "JavaScript (fetch)" },
	{ language: "sh", client: "curl", label: "curl" },
];

/** Local servers need no key; the OpenAI clients insist on one, so the calls send this. */
export const LOCAL_API_KEY = "not-needed";

/**
 * The calls to an app's server: the generator's own chat snippets for a dedicated endpoint at the
 * app's address, naming the model as the app knows it (Ollama's `hf.co/…`, say).
 */
function serverCalls(app: LocalApp, context: LocalContext, report: ReportReason): LocalCode[] {
	const { snippets, reasons } = getInferenceSnippetsWithReasons(
		{ id: context.id, pipeline_tag: context.task, tags: [...context.tags, "conversational"] },
		// A dedicated endpoint is served by the hub's own provider's route shapes.
		DEFAULT_PROVIDER,
		undefined,
		{
			endpointUrl: app.server.baseUrl,
			endpointModel: app.server.model(context),
			accessToken: LOCAL_API_KEY,
			messages: context.messages,
		},
	);
	for (const reason of reasons) report({ ...reason, message: `${app.label} calls: ${reason.message}` });
	const calls: LocalCode[] = [];
	for (const client of CALL_CLIENTS) {
		const snippet = snippets.find(
			(each) => each.language === client.language && each.client === client.client,
		);
		if (!snippet) continue;
		calls.push({
			label: `${app.label} · ${client.label}`,
			language: client.language,
			...(snippet.setup ? { setup: snippet.setup } : {}),
			content: snippet.content,
			docsUrl: app.docsUrl,
		});
	}
	return calls;
}

/** Each app that serves the model's files for its task: its start commands, then the calls to it. */
export function appCode(context: LocalContext, report: ReportReason): Array<Omit<LocalSnippet, "kind">> {
	if (!context.chat) return [];
	const formats = formatsOf(context);
	const out: Array<Omit<LocalSnippet, "kind">> = [];
	for (const app of LOCAL_APPS) {
		if (!app.tasks.includes(context.task) || !app.formats.some((format) => formats.has(format))) continue;
		out.push({
			name: app.id,
			role: "start",
			label: app.label,
			language: "sh",
			...(app.setup ? { setup: app.setup } : {}),
			content: app.start(context),
			docsUrl: app.docsUrl,
		});
		for (const call of serverCalls(app, context, report)) out.push({ name: app.id, role: "call", ...call });
	}
	return out;
}
