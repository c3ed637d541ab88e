// The /inference guide's examples. Each is a complete ES module that runs as written once the
// variables it names are set; the site tests run every one against the emulator.

export const FIRST_CALL = `import { InferenceClient } from "@hubkit/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const reply = await client.chatCompletion({
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [{ role: "user", content: "What is the capital of France?" }],
    max_tokens: 512,
});

console.log(reply.choices[0].message.content);`;

export const STREAMING = `import { InferenceClient } from "@hubkit/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const stream = client.chatCompletionStream({
    model: "meta-llama/Llama-3.1-8B-Instruct",
    provider: "together",
    messages: [{ role: "user", content: "Write a haiku about the sea." }],
});

for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta.content ?? "");
}`;

export const OTHER_TASKS = `import { openAsBlob, writeFileSync } from "node:fs";
import { InferenceClient } from "@hubkit/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const labels = await client.textClassification({
    model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    inputs: "I like you. I love you",
});
console.log(labels[0]);

const transcript = await client.automaticSpeechRecognition({
    model: "openai/whisper-large-v3",
    inputs: await openAsBlob("sample1.flac", { type: "audio/flac" }),
});
console.log(transcript.text);

const image = await client.textToImage({
    model: "black-forest-labs/FLUX.1-dev",
    provider: "fal-ai",
    inputs: "A lighthouse at dusk, watercolour",
});
writeFileSync("lighthouse.png", Buffer.from(await image.arrayBuffer()));`;

export const PROVIDER_KEY = `import { InferenceClient } from "@hubkit/inference";

// A provider's own key goes straight to that provider, billed by it, not through the hub.
const client = new InferenceClient(process.env.TOGETHER_API_KEY);

const reply = await client.chatCompletion({
    model: "meta-llama/Llama-3.1-8B-Instruct",
    provider: "together",
    messages: [{ role: "user", content: "Hello!" }],
});

console.log(reply.choices[0].message.content);`;

export const POLICY = `import { InferenceClient } from "@hubkit/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

// With "auto" the router chooses the provider; the suffix says how: the cheapest one serving the model.
const reply = await client.chatCompletion({
    model: "meta-llama/Llama-3.1-8B-Instruct:cheapest",
    provider: "auto",
    messages: [{ role: "user", content: "Hello!" }],
});

console.log(reply.choices[0].message.content);`;

export const BILL_TO = `import { InferenceClient } from "@hubkit/inference";

// Every call of this client is billed to the organisation (you must be a member).
const client = new InferenceClient(process.env.HF_TOKEN, { billTo: "my-org" });

const labels = await client.textClassification({
    model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    inputs: "Billed to the team",
});

console.log(labels);`;

export const ERRORS = `import {
    InferenceClient,
    InferenceClientHubApiError,
    InferenceClientProviderApiError,
    InferenceClientTimeoutError,
} from "@hubkit/inference";

const client = new InferenceClient(process.env.HF_TOKEN, {
    timeoutMs: 30_000, // the whole call, retries and polls included
    maxRetries: 3, // 429, 503 and network errors, with backoff that honours Retry-After
});

try {
    await client.textClassification({ model: "no-such-org/no-such-model", inputs: "Hello" });
} catch (error) {
    if (error instanceof InferenceClientHubApiError || error instanceof InferenceClientProviderApiError) {
        console.log(error.status, error.requestId, error.message);
    } else if (error instanceof InferenceClientTimeoutError) {
        console.log("gave up after", error.timeoutMs, "ms");
    } else {
        throw error;
    }
}`;

export const ENDPOINT = `import { InferenceClient } from "@hubkit/inference";

// A dedicated endpoint (or a local server speaking the same API): calls go there as they are.
const endpoint = new InferenceClient(process.env.HF_TOKEN).endpoint("http://localhost:8080/v1");

const reply = await endpoint.chatCompletion({
    messages: [{ role: "user", content: "Hello from my own endpoint!" }],
});

console.log(reply.choices[0].message.content);`;

export const HOSTS = `import { InferenceClient } from "@hubkit/inference";

// Behind a proxy: the router and the hub's API at other hosts (HF_ROUTER_URL and HF_ENDPOINT set
// the same from the environment), and a provider's API elsewhere for its own keys.
const client = new InferenceClient(process.env.HF_TOKEN, {
    routerUrl: "https://router.proxy.example",
    hubUrl: "https://hub.proxy.example",
    providerBaseUrls: { together: "https://together.proxy.example" },
});

const reply = await client.chatCompletion({
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [{ role: "user", content: "Hello through the proxy!" }],
});

console.log(reply.choices[0].message.content);`;

export const RESPONSES = `import { responses, responsesStream } from "@hubkit/inference";

// The router's Responses API: the same model ids, suffixes and policies as chat, a hub token only.
const response = await responses({
    accessToken: process.env.HF_TOKEN,
    model: "meta-llama/Llama-3.1-8B-Instruct:fastest",
    instructions: "Answer in one sentence.",
    input: "What is the capital of France?",
});
console.log(response.output_text);

// Streamed, as typed events; the stream ends with response.completed, or it is an error.
for await (const event of responsesStream({
    accessToken: process.env.HF_TOKEN,
    model: "meta-llama/Llama-3.1-8B-Instruct:together",
    input: [{ role: "user", content: "Name three rivers." }],
})) {
    if (event.type === "response.output_text.delta") process.stdout.write(event.delta);
}`;

export const LIST_MODELS = `import { getModel } from "@hubkit/inference";

// What the router knows of each provider serving a chat model: prices, speed, context, tools.
const model = await getModel("meta-llama/Llama-3.1-8B-Instruct", { accessToken: process.env.HF_TOKEN });
for (const entry of model.providers) {
    console.log(entry.provider, entry.status, entry.pricing?.output, entry.throughput);
}`;

export const INSTALL = "npm install @hubkit/inference";

export const GUIDE_EXAMPLES = {
	FIRST_CALL,
	STREAMING,
	OTHER_TASKS,
	PROVIDER_KEY,
	POLICY,
	BILL_TO,
	ERRORS,
	ENDPOINT,
	HOSTS,
	RESPONSES,
	LIST_MODELS,
} as const;
