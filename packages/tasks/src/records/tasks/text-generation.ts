import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text generation takes some text, called a prompt, and writes more text that continues it or answers it. The prompt can be the start of a story, a question, an instruction or a whole conversation, and the output is new text written one word piece at a time. This is the task behind chat assistants, writing helpers and tools that write code.",
	useCases: [
		{
			title: "Chat assistants",
			description:
				"Answer questions and follow instructions in a back-and-forth conversation, such as explaining a bill or planning a trip.",
		},
		{
			title: "Writing code",
			description:
				"Turn a description like 'a function that sorts users by signup date' into working code, or explain what existing code does.",
		},
		{
			title: "Drafting text",
			description:
				"Write a first draft of an email, a product description or a short story from a few notes.",
		},
		{
			title: "Step-by-step reasoning",
			description:
				"Work through a maths word problem or a logic puzzle by writing out the intermediate steps before giving the answer.",
		},
	],
	datasets: [
		{
			id: "HuggingFaceFW/fineweb-2",
			description:
				"Cleaned web text in well over a thousand languages, for pretraining models that must write in more than English.",
		},
		{
			id: "HuggingFaceH4/ultrachat_200k",
			description:
				"About two hundred thousand multi-turn conversations, used to teach a pretrained model to behave like a chat assistant.",
		},
		{
			id: "HuggingFaceTB/finemath",
			description: "Mathematical web pages picked for quality, for improving a model's maths and reasoning.",
		},
		{
			id: "CohereForAI/Global-MMLU",
			description:
				"Multiple-choice exam questions across dozens of subjects, translated into many languages, for testing what a model knows.",
		},
	],
	models: [
		{
			id: "HuggingFaceTB/SmolLM3-3B",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description:
				"A small open chat model that runs on a laptop and can think step by step when asked, a good first model to try.",
		},
		{
			id: "meta-llama/Llama-3.1-8B-Instruct",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description:
				"A mid-sized multilingual chat model with a long context window, served by most providers. Its weights need Meta's licence accepted on the model page.",
		},
		{
			id: "Qwen/Qwen3-4B-Thinking-2507",
			localOnly: true,
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description:
				"A small model that writes out its reasoning before answering, for maths and logic on modest hardware.",
		},
		{
			id: "Qwen/Qwen2.5-Coder-32B-Instruct",
			localOnly: true,
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description: "Specialised in writing, fixing and explaining code in many programming languages.",
		},
		{
			id: "openai/gpt-oss-120b",
			library_name: "transformers",
			tags: ["conversational", "safetensors"],
			description: "A large open-weight model that is strong at reasoning and at calling external tools.",
		},
		{
			id: "deepseek-ai/DeepSeek-R1",
			library_name: "transformers",
			tags: ["conversational", "custom_code", "safetensors"],
			description:
				"A very large reasoning model for hard maths, science and programming problems, needing several GPUs.",
		},
		{
			id: "Qwen/Qwen2.5-7B-Instruct-GGUF",
			localOnly: true,
			tags: ["conversational", "gguf"],
			libraryNote:
				"GGUF files, run by local apps such as llama.cpp and Ollama rather than by a Python library.",
			description:
				"Quantised GGUF files of a 7B chat model, for llama.cpp, Ollama and other local apps on an ordinary laptop.",
		},
		{
			id: "mlx-community/Llama-3.2-3B-Instruct-4bit",
			localOnly: true,
			library_name: "mlx",
			tags: ["conversational", "mlx", "safetensors"],
			description: "A 4-bit MLX copy of a small Llama chat model, for Apple silicon Macs.",
		},
		{
			id: "openai-community/gpt2",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A small base model that only continues text, useful for learning how generation works rather than for chat.",
		},
	],
	spaces: [
		{
			id: "lmsys/chatbot-arena-leaderboard",
			description:
				"A leaderboard built from people voting between two anonymous chat models, to compare models by preference.",
		},
		{
			id: "HuggingFaceH4/zephyr-chat",
			description: "A chat page where you can talk to a small fine-tuned assistant model in the browser.",
		},
		{
			id: "akhaliq/anycoder",
			description: "Describe an app in plain words and watch several models write and run the code for it.",
		},
	],
	metrics: [
		{
			id: "perplexity",
			description:
				"How surprised the model is by real text, on average; lower means it predicts the next word better.",
		},
		{
			id: "cross_entropy",
			description:
				"The average penalty for the probability the model gave to each true next token; perplexity is its exponential.",
		},
		{
			id: "accuracy",
			description:
				"The share of questions answered correctly on benchmarks with a known answer, such as multiple-choice exams.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "Write a two-sentence note asking my neighbour to water my plants while I am away.",
			},
		],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"Hi Sam, I'm away from Friday until next Wednesday and wondered if you could water my plants once or twice while I'm gone. The spare key is under the blue flowerpot, and I'd be happy to return the favour any time!",
			},
		],
	},
	widgetModels: ["meta-llama/Llama-3.1-8B-Instruct"],
	youtubeId: "e9gNEAlsOvU",
	variants: [
		{
			name: "Completion",
			subtask: "language-modeling",
			description: "A base model continues the text it is given; it does not follow instructions.",
			input: "The three primary colours are",
			output: " red, yellow and blue. In painting, mixing",
			model: "openai-community/gpt2",
		},
		{
			name: "Chat",
			subtask: "conversational",
			description:
				"An instruction-tuned model takes a list of messages with roles and answers as the assistant.",
			input: '[{"role": "user", "content": "Give me a name for a grey cat."}]',
			output: '{"role": "assistant", "content": "How about Smokey?"}',
			model: "meta-llama/Llama-3.1-8B-Instruct",
		},
		{
			name: "Reasoning",
			description:
				"A chat model that writes out its working before the answer, trading time and tokens for accuracy.",
			input: 'How many times does the letter r appear in "strawberry"?',
			output: "<think>s-t-r-a-w-b-e-r-r-y: r at 3, 8 and 9.</think> Three times.",
			model: "Qwen/Qwen3-4B-Thinking-2507",
		},
	],
	furtherReading: [
		{
			title: "Text generation with LLMs",
			url: "https://huggingface.co/docs/transformers/llm_tutorial",
			source: "Transformers docs",
		},
		{
			title: "Chat templates",
			url: "https://huggingface.co/docs/transformers/chat_templating",
			source: "Transformers docs",
		},
		{
			title: "Training a causal language model from scratch",
			url: "https://huggingface.co/learn/llm-course/chapter7/6",
			source: "LLM Course",
		},
		{
			title: "How to generate text: decoding methods",
			url: "https://huggingface.co/blog/how-to-generate",
			source: "Hugging Face blog",
		},
		{ title: "GGUF on the Hub", url: "https://huggingface.co/docs/hub/gguf", source: "Hub docs" },
		{ title: "llama.cpp", url: "https://github.com/ggml-org/llama.cpp", source: "llama.cpp" },
	],
};

export default data;
