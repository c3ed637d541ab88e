import type { InferenceProvider } from "@hubkit/inference";
import { getProvider, TASK_TABLES } from "@hubkit/inference/internal";
import { afterAll, describe, expect, it } from "vitest";
import {
	getInferenceSnippetsWithReasons,
	type InferenceProviderMappingEntry,
	type InferenceSnippet,
	type InferenceSnippetOptions,
} from "../src/index.js";
import { parseErrors } from "./support/parse-check.js";
import { cleanRuns } from "./support/run-snippet.js";

afterAll(() => cleanRuns());

const HUB_ID = "acme/model";
const PLACEHOLDER = `PROVIDER-MODEL-ID-FOR-${HUB_ID}`;
/** The hub's SDKs look the provider's id up on the hub themselves, so they name the hub id. */
const LOOKS_UP_MAPPING = new Set(["huggingface_hub", "huggingface.js"]);

function modelFor(task: string) {
	const chat = task === "conversational";
	return { id: HUB_ID, pipeline_tag: chat ? "text-generation" : task, tags: chat ? ["conversational"] : [] };
}

function snippets(
	provider: string,
	task: string,
	mapping?: InferenceProviderMappingEntry,
	options: InferenceSnippetOptions = { directRequest: true },
): InferenceSnippet[] {
	return getInferenceSnippetsWithReasons(modelFor(task), provider as InferenceProvider, mapping, options)
		.snippets;
}

/** Every provider with a host of its own (not hf-inference) and each task it serves, but those whose id is the model id itself. */
const DIRECT_CALLS = Object.entries(TASK_TABLES).flatMap(([task, table]) =>
	Object.keys(table)
		.filter((provider) => getProvider(provider).baseUrl !== undefined && getProvider(provider).routed)
		.map((provider) => ({ provider, task })),
);

/** The comment that names the placeholder, in the snippet's comment syntax. */
const NOTE =
	/^(#|\/\/) Replace PROVIDER-MODEL-ID-FOR-acme\/model with (\S+)'s id for acme\/model \(see (\S+)\)$/m;

describe("a direct call without the provider's model id marks the placeholder to fill", () => {
	it("covers OpenAI-style chat, a URL path (fal-ai, replicate) and the providers' SDK", () => {
		const all = DIRECT_CALLS.flatMap(({ provider, task }) => snippets(provider, task));
		expect(DIRECT_CALLS.length).toBeGreaterThan(20);
		for (const client of ["openai", "requests", "fetch", "curl", "fal_client"])
			expect(all.some((snippet) => snippet.client === client && snippet.content.includes(PLACEHOLDER))).toBe(
				true,
			);
		const url = (provider: string, task: string) =>
			snippets(provider, task).find(({ client }) => client === "fetch")?.content;
		expect(url("replicate", "text-to-image")).toContain(`/v1/models/${PLACEHOLDER}/predictions`);
		expect(url("fal-ai", "automatic-speech-recognition")).toContain(`https://fal.run/${PLACEHOLDER}"`);
		expect(url("together", "conversational")).toContain(`model: "${PLACEHOLDER}",`);
	});

	it("every snippet that sends the id sends the placeholder, never the hub id, under a note naming it", () => {
		for (const { provider, task } of DIRECT_CALLS) {
			const { snippets: written, reasons } = getInferenceSnippetsWithReasons(
				modelFor(task),
				provider as InferenceProvider,
				undefined,
				{ directRequest: true },
			);
			// A provider that serves a task with one model only refuses any other id, as the client does.
			if (written.length === 0) {
				expect(String(reasons[0]?.error), `${provider} ${task}`).toMatch(/ only with /);
				continue;
			}
			for (const { client, content } of written) {
				const where = `${provider} ${task} ${client}`;
				if (LOOKS_UP_MAPPING.has(client)) {
					expect(content, where).toContain(`"${HUB_ID}"`);
					expect(content, where).not.toContain(PLACEHOLDER);
					continue;
				}
				expect(content, where).toContain(PLACEHOLDER);
				const note = NOTE.exec(content);
				expect(note?.[2], where).toBe(provider);
				expect(note?.[3], where).toBe(
					`https://huggingface.co/api/models/${HUB_ID}?expand[]=inferenceProviderMapping`,
				);
				expect(note?.index, where).toBe(0);
				// The hub id shows only inside the placeholder and the note.
				expect(content.replaceAll(PLACEHOLDER, "").split("\n").slice(1).join("\n"), where).not.toContain(
					HUB_ID,
				);
			}
		}
	});

	it("the same with a provider key as accessToken", () => {
		const [curl] = snippets("together", "conversational", undefined, { accessToken: "key-123" }).filter(
			({ client }) => client === "curl",
		);
		expect(curl?.content).toContain(`"model": "${PLACEHOLDER}",`);
		expect(curl?.content).toMatch(NOTE);
	});

	it("the snippets still parse: python3's parser, node's module parser, bash -n", async () => {
		const all = DIRECT_CALLS.flatMap(({ provider, task }) => snippets(provider, task)).filter(({ content }) =>
			content.includes(PLACEHOLDER),
		);
		expect(await parseErrors(all)).toEqual([]);
	});

	it("with a mapping the provider's id is sent; routed, only chat (the router's own route) and hf-inference keep the hub id", () => {
		for (const { provider, task } of DIRECT_CALLS) {
			const mapping: InferenceProviderMappingEntry = {
				provider,
				hfModelId: HUB_ID,
				providerId: "their-org/their-model",
				status: "live",
				task,
			};
			for (const { client, content } of snippets(provider, task, mapping)) {
				expect(content, `${provider} ${task} ${client}`).not.toContain("PROVIDER-MODEL-ID-FOR-");
				if (!LOOKS_UP_MAPPING.has(client))
					expect(content, `${provider} ${task} ${client}`).toContain("their-org/their-model");
			}
			// Routed, the router's route for the provider takes the provider's id too; chat goes through
			// the router's own chat route, which takes the hub id.
			for (const { client, content } of snippets(provider, task, undefined, {})) {
				const sendsOwnId = task !== "conversational" && !LOOKS_UP_MAPPING.has(client);
				expect(content.includes("PROVIDER-MODEL-ID-FOR-"), `${provider} ${task} ${client} routed`).toBe(
					sendsOwnId,
				);
			}
		}
		for (const task of Object.keys(TASK_TABLES))
			for (const { content } of snippets("hf-inference", task))
				expect(content).not.toContain("PROVIDER-MODEL-ID-FOR-");
	});
});
