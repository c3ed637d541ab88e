import type { AppServerFact, CommandFact, Facts, Source } from "./fact.js";

/**
 * The local apps' facts: every command and flag their start commands pass, each server's default
 * port, how it names a model and whether it checks a key. The links of apps opened by a link are
 * commands with no flags, as the hub's own "Use this model" list gives them.
 */

const HUB_APPS: Source = {
	repo: "huggingface/huggingface.js",
	ref: "fe42e68017ffc76d09922ea8f9b38a6964345710",
	path: "packages/tasks/src/local-apps.ts",
};
const LLAMA_SERVER: Source = {
	repo: "ggml-org/llama.cpp",
	ref: "25d5b0c53f9a146f3d7a99a18610d9d623b5041e",
	path: "tools/server/README.md",
};
const LLAMA_COMPLETION: Source = {
	repo: "ggml-org/llama.cpp",
	ref: "66e8fb3b6df45a12c0434df2dcc92f5ac30ab837",
	path: "tools/completion/README.md",
};
const OLLAMA_CMD: Source = {
	repo: "ollama/ollama",
	ref: "fb30760996871fa9460115c753afd2c60d4ab0f7",
	path: "cmd/cmd.go",
};
/** Ollama's and Docker's CLIs parse flags with cobra's pflag, where a bare `--` ends the flags. */
const PFLAG: Source = {
	repo: "spf13/pflag",
	ref: "a750a0e7f1a5bb3e78565fd34a53d1afc55353e8",
	path: "flag.go",
};
const DOCKER_RUN: Source = {
	repo: "docker/model-runner",
	ref: "a642cbbbb1021a9e15e138ee83d0fdd31277a6c6",
	path: "cmd/cli/commands/run.go",
};
const DOCKER_GUIDE: Source = {
	repo: "docker/model-runner",
	ref: "fa81163f5c0fcd8f2489eb1f624bf9c5887a336b",
	path: "cmd/cli/commands/skills/docker-model-runner/references/docker-model-guide.md",
};
const LMS = "07b7252d6de26a3a58c1bb80ed7e75a2b17f5eb6";
const LMS_DOCS = "c6854fba2575bf21e07702ee210e1bed09e7c577";
const JAN_API: Source = {
	repo: "janhq/jan",
	ref: "69b62a5552f78b81677290c4b94a99a6fafb549a",
	path: "docs/src/pages/docs/desktop/api-server.mdx",
};
const NODE_LLAMA = "f53ea51d1e44fc5f7ff08aa0c430e06e94b2cda2";
const LOCALAI: Source = {
	repo: "mudler/LocalAI",
	ref: "6130cb457ef7f12c71842404124e05289c769e33",
	path: "docs/content/docs/getting-started/models.md",
};
const VLLM_LORA: Source = {
	repo: "vllm-project/vllm",
	ref: "05863f17683849086f056a80d1163edb761b3449",
	path: "docs/features/lora.md",
};
const SGLANG_ARGS: Source = {
	repo: "sgl-project/sglang",
	ref: "004813e1dd464844bd92ddbca5cab8c024a75f78",
	path: "docs/advanced_features/server_arguments.md",
};
const SGLANG_LORA: Source = {
	repo: "sgl-project/sglang",
	ref: "034b3be819faf3f84c5aae5a4cda27bdf2e12de0",
	path: "docs/advanced_features/lora.ipynb",
};
const TGI = "huggingface/text-generation-inference";
const MLX_LM = "d78bf58e217c904ec282ed8da9b947491f78c022";

const commands: CommandFact[] = [
	// llama.cpp: `-hf` downloads Q4_K_M, else the repository's first GGUF file; `--alias` names the
	// model in the REST API; the server listens on 8080.
	{ command: "llama-server", flags: ["-hf", "--alias"], source: LLAMA_SERVER },
	// `-no-cnv` answers once instead of a conversation; `-f` reads the prompt from a file.
	{ command: "llama-completion", flags: ["-hf", "-no-cnv", "-f"], source: LLAMA_COMPLETION },
	// `run MODEL [PROMPT]`: the words after the model are the prompt.
	{ command: "ollama run", flags: [], source: OLLAMA_CMD },
	{ command: "ollama run", flags: ["--"], source: PFLAG },
	// `run MODEL [PROMPT]`, cobra as well; `hf.co/<id>` names a hub model.
	{ command: "docker model run", flags: [], source: DOCKER_RUN },
	{ command: "docker model run", flags: ["--"], source: PFLAG },
	// `-y, --yes`: approve every prompt, taking the download preselected for the machine.
	{
		command: "lms get",
		flags: ["--yes"],
		source: { repo: "lmstudio-ai/lms", ref: LMS, path: "src/subcommands/get.ts" },
	},
	// Without `--yes`, a key that is not exactly one model opens an interactive picker.
	{
		command: "lms load",
		flags: ["--yes", "--identifier"],
		source: { repo: "lmstudio-ai/lms", ref: LMS, path: "src/subcommands/load.ts" },
	},
	// `--json` prints the downloaded models (modelKey, path), as listDownloadedModels does.
	{
		command: "lms ls",
		flags: ["--json"],
		source: { repo: "lmstudio-ai/lms", ref: LMS, path: "src/subcommands/list.ts" },
	},
	// `node -e <script> -- <arguments>`: the arguments after `--` are the script's, from process.argv[1].
	{
		command: "node",
		flags: ["-e", "--"],
		source: { repo: "nodejs/node", ref: "978acd1", path: "doc/api/cli.md" },
	},
	{
		command: "lms server start",
		flags: [],
		source: { repo: "lmstudio-ai/docs", ref: LMS_DOCS, path: "3_cli/1_serve/server-start.md" },
	},
	// `chat [modelPath]` with `--promptFile`, `complete [modelPath]` with `--textFile`; `npx -y` and
	// the `hf:<user>/<model>` model form are the hub's own command for the app.
	{
		command: "npx -y node-llama-cpp chat",
		flags: ["--promptFile"],
		source: { repo: "withcatai/node-llama-cpp", ref: NODE_LLAMA, path: "src/cli/commands/ChatCommand.ts" },
	},
	{
		command: "npx -y node-llama-cpp complete",
		flags: ["--textFile"],
		source: {
			repo: "withcatai/node-llama-cpp",
			ref: NODE_LLAMA,
			path: "src/cli/commands/CompleteCommand.ts",
		},
	},
	// `local-ai run huggingface://<repository>/<file>`.
	{ command: "local-ai run", flags: [], source: LOCALAI },
	// `--enable-lora --lora-modules name=path` serves an adapter on its base model; a hub id as the
	// path is downloaded (vllm/lora/utils.py `get_adapter_absolute_path`, commit 0fd1570).
	{ command: "vllm serve", flags: ["--enable-lora", "--lora-modules"], source: VLLM_LORA },
	{
		command: "vllm serve",
		flags: ["--trust-remote-code"],
		source: { docs: "https://docs.vllm.ai/en/v0.8.5/serving/engine_args.html", read: "2026-11-27" },
	},
	// A GGUF repository: `<repository>:<quant>` through the GGUF plugin, the base model's tokenizer.
	{
		command: "vllm serve",
		flags: ["--tokenizer"],
		source: {
			repo: "vllm-project/vllm",
			ref: "68e6a9d1d025e8504c423585468926842fe488cb",
			path: "docs/features/quantization/gguf.md",
		},
	},
	{
		command: "uv pip install",
		flags: [],
		source: {
			repo: "vllm-project/vllm",
			ref: "68e6a9d1d025e8504c423585468926842fe488cb",
			path: "docs/features/quantization/gguf.md",
		},
	},
	// The name the API serves the model under (else the `--model` argument, here `<repository>:<quant>`).
	{
		command: "vllm serve",
		flags: ["--served-model-name"],
		source: {
			repo: "vllm-project/vllm",
			ref: "18ec6629253632af0a384f2ffbb8c6b28af322e7",
			path: "vllm/config/model.py",
		},
	},
	{
		command: "python3 -m sglang.launch_server",
		flags: ["--model-path", "--trust-remote-code", "--host", "--port", "--lora-paths"],
		source: SGLANG_ARGS,
	},
	{ command: "python3 -m sglang.launch_server", flags: ["--enable-lora"], source: SGLANG_LORA },
	// TGI's image, run as its quick tour runs it: the host's port 8080 to the container's 80.
	{
		command: "docker run",
		flags: ["--gpus", "--shm-size", "-p", "-v"],
		source: { repo: TGI, ref: "8dd9b2b13537d0d607941f120ead1db5b30156fc", path: "docs/source/quicktour.md" },
	},
	{
		command: "ghcr.io/huggingface/text-generation-inference:latest",
		flags: ["--model-id", "--trust-remote-code"],
		source: {
			repo: TGI,
			ref: "575af7e67210332b8177507d7d89c65284af0bf9",
			path: "docs/source/reference/launcher.md",
		},
	},
	// `--prompt -` reads the prompt from stdin.
	{
		command: "mlx_lm.generate",
		flags: ["--model", "--prompt"],
		source: { repo: "ml-explore/mlx-lm", ref: MLX_LM, path: "mlx_lm/generate.py" },
	},
	{
		command: "mlx_lm.server",
		flags: ["--model"],
		source: { repo: "ml-explore/mlx-lm", ref: MLX_LM, path: "mlx_lm/server.py" },
	},
	// The commands that install the apps.
	{
		command: "brew install",
		flags: [],
		source: {
			repo: "ggml-org/llama.cpp",
			ref: "b1800aba53114762e4172bca163f519e7a7a61e6",
			path: "docs/install.md",
		},
	},
	{ command: "curl", flags: ["-fsSL"], source: { ...OLLAMA_CMD, path: "README.md" } },
	// LocalAI's installer, as the hub's list gives it.
	{ command: "curl", flags: [], source: HUB_APPS },
	{
		command: "npx lmstudio install-cli",
		flags: [],
		source: {
			repo: "lmstudio-ai/docs",
			ref: LMS_DOCS,
			path: "1_developer/3_openai-compat/structured-output.md",
		},
	},
	// `pip install vllm` and `pip install sglang`, as the hub's list gives them; `pip install mlx-lm`.
	{ command: "pip install", flags: [], source: HUB_APPS },
	{
		command: "pip install",
		flags: [],
		source: { repo: "ml-explore/mlx-lm", ref: MLX_LM, path: "README.md" },
	},
	// The links of apps opened by a link.
	{ command: "jan://models/huggingface/", flags: [], source: HUB_APPS },
	{ command: "msty://models/search/hf/", flags: [], source: HUB_APPS },
	{
		command: "https://drawthings.ai/import/diffusers/pipeline.from_pretrained?repo_id=",
		flags: [],
		source: HUB_APPS,
	},
	{
		command: "https://drawthings.ai/import/diffusers/pipeline.load_lora_weights?repo_id=",
		flags: [],
		source: HUB_APPS,
	},
	{ command: "https://diffusionbee.com/huggingface_import?model_id=", flags: [], source: HUB_APPS },
];

const apps: AppServerFact[] = [
	{
		app: "llama.cpp",
		port: 8080,
		modelName: "the `--alias` it was started with",
		needsKey: false,
		source: LLAMA_SERVER,
	},
	{
		app: "ollama",
		port: 11434,
		modelName: "`hf.co/<id>`, the name `ollama run` pulled it by",
		needsKey: false,
		source: {
			repo: "ollama/ollama",
			ref: "fb30760996871fa9460115c753afd2c60d4ab0f7",
			path: "envconfig/config.go",
		},
	},
	{
		app: "lmstudio",
		port: 1234,
		modelName: "the `--identifier` it was loaded with",
		needsKey: false,
		source: { repo: "lmstudio-ai/docs", ref: LMS_DOCS, path: "1_developer/0_core/authentication.mdx" },
	},
	{
		app: "jan",
		port: 1337,
		modelName:
			"`<owner>/<file>`: the GGUF file's path without `.gguf`, kept to letters, digits, `/_-.`, with `.` as `_` (web-app/src/services/models/default.ts at 0097853, web-app/src/lib/utils.ts at 00647fe)",
		needsKey: true,
		source: JAN_API,
	},
	{
		app: "docker-model-runner",
		port: 12434,
		modelName: "the name `docker model run` pulled it by (`hf.co/<id>`), under /engines/llama.cpp/v1",
		needsKey: false,
		source: DOCKER_GUIDE,
	},
	{
		app: "localai",
		port: 8080,
		modelName: "the model file's name, as /v1/models lists it",
		needsKey: false,
		source: LOCALAI,
	},
	{
		app: "vllm",
		port: 8000,
		modelName:
			"the id it serves (a GGUF repository's under `--served-model-name`), or an adapter's name from `--lora-modules name=path`",
		needsKey: false,
		source: VLLM_LORA,
	},
	{
		app: "sglang",
		port: 30000,
		modelName: "the model path it serves; an adapter as `base-model:adapter-name`",
		needsKey: false,
		source: SGLANG_LORA,
	},
	{
		app: "tgi",
		port: 8080,
		modelName: "`tgi` (one model per server; the key is any text, `-` in the docs)",
		needsKey: false,
		source: {
			repo: TGI,
			ref: "28cecb663a59c5446dfa7215defa62a46dbc7ebe",
			path: "docs/source/messages_api.md",
		},
	},
	{
		app: "mlx-lm",
		port: 8080,
		modelName: "the `--model` it was started with (a request's `model` is the model to serve)",
		needsKey: false,
		source: { repo: "ml-explore/mlx-lm", ref: MLX_LM, path: "mlx_lm/server.py" },
	},
];

export const FACTS: Facts = { commands, apps };
