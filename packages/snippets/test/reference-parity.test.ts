import { readFileSync } from "node:fs";
import { PROVIDERS } from "@hubkit/inference";
import { snippets as reference } from "@huggingface/inference";
import { describe, expect, it } from "vitest";
import { getInferenceSnippetsWithReasons, type InferenceSnippetOptions } from "../src/index.js";

/**
 * Every snippet the reference generator (@huggingface/inference 4.13.30) offers for a case is
 * offered here too, unless packages/snippets/README.md lists it as a deliberate difference, with
 * the reason: "Snippets the reference offers and we do not". Both generators are asked the same
 * thing: every provider and task the client serves, routed and direct, chat also streamed and for
 * both kinds of chat model (text, and image-text-to-text) and for models of those pipelines that are
 * not chat models; routed without a provider mapping (the
 * hub's own model id), billed to an organisation, with a hub token written in; the `auto` policy for
 * every task; a dedicated endpoint on hf-inference.
 */

type Variant = "routed" | "direct" | "streamed" | "unmapped" | "endpoint" | "billed" | "token";

interface Case {
	provider: string;
	task: string;
	/** The model's pipeline tag: the task's own, or one of the two that chat models carry. */
	pipeline: string;
	/** Whether the model is tagged `conversational` (a chat model). */
	tagged: boolean;
	variant: Variant;
}

/**
 * What a README row's task names: `conversational` for a chat model, otherwise the model's own
 * pipeline tag (a text-generation or image-text-to-text model that is not a chat model included).
 */
const taskOf = (one: Case) => (one.tagged ? "conversational" : one.pipeline);

/** A row of the README's table: a provider and task (`*` for any) and the clients left out. */
interface Difference {
	provider: string;
	task: string;
	clients: string[];
	why: string;
}

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

function listedDifferences(): Difference[] {
	const section = README.split("### Snippets the reference offers and we do not")[1]?.split(/\n#{2,3} /)[0];
	if (!section) throw new Error("README.md has no 'Snippets the reference offers and we do not' section");
	const rows = section
		.split("\n")
		.filter((line) => line.startsWith("| ") && !line.startsWith("| Provider") && !line.startsWith("|---"));
	return rows.map((line) => {
		const [provider, task, clients, why] = line
			.slice(2, -2)
			.split(" | ")
			.map((cell) => cell.replaceAll("`", "").trim());
		return {
			provider: provider as string,
			task: task as string,
			clients: (clients as string).split(/,\s*/),
			why: why as string,
		};
	});
}

const CHAT_PIPELINES = ["text-generation", "image-text-to-text"];

function cases(): Case[] {
	const served = Object.entries(PROVIDERS).flatMap(([provider, tasks]) =>
		Object.keys(tasks).flatMap((task): Case[] => {
			const variants: Variant[] =
				task === "conversational"
					? ["routed", "streamed", "direct", "unmapped", "billed", "token"]
					: provider === "hf-inference"
						? ["routed", "direct", "unmapped", "endpoint", "billed", "token"]
						: ["routed", "direct", "unmapped", "billed", "token"];
			// A chat provider is also asked about models of the chat pipelines that are not chat models.
			const models =
				task === "conversational"
					? CHAT_PIPELINES.flatMap((pipeline) => [
							{ pipeline, tagged: true },
							{ pipeline, tagged: false },
						])
					: [{ pipeline: task, tagged: false }];
			return models.flatMap((model) => variants.map((variant) => ({ provider, task, ...model, variant })));
		}),
	);
	// The `auto` policy, for every task some provider serves.
	const tasks = new Set(served.map((one) => `${one.task} ${one.pipeline} ${one.tagged}`));
	const auto = [...tasks].map((all): Case => {
		const [task, pipeline, tagged] = all.split(" ") as [string, string, string];
		return { provider: "auto", task, pipeline, tagged: tagged === "true", variant: "unmapped" };
	});
	return [...served, ...auto];
}

const OPTIONS: Record<Variant, InferenceSnippetOptions> = {
	routed: {},
	direct: { directRequest: true },
	streamed: { streaming: true },
	unmapped: {},
	endpoint: { endpointUrl: "https://example-endpoint.example/v1" },
	billed: { billTo: "example-org" },
	token: { accessToken: "hf_example_token" },
};

/** The clients each generator offers for a case, as `language/client`. */
function offered(one: Case): { theirs: string[]; ours: string[] } {
	const model = {
		id: "example-org/example-model",
		pipeline_tag: one.pipeline,
		tags: one.tagged ? ["conversational"] : [],
		inference: "",
	};
	const mapping =
		one.variant === "unmapped"
			? undefined
			: {
					provider: one.provider,
					hfModelId: model.id,
					providerId: one.provider === "hf-inference" ? model.id : "example-org/provider-model",
					status: "live" as const,
					task: one.task,
				};
	const options = OPTIONS[one.variant];
	const names = (list: Array<{ language: string; client: string }>) =>
		list.map((snippet) => `${snippet.language}/${snippet.client}`);
	let theirs: string[] = [];
	try {
		// The reference logs and throws for calls it cannot build; it then offers nothing.
		theirs = names(
			reference.getInferenceSnippets(
				model as never,
				one.provider as "hf-inference",
				mapping as never,
				options as never,
			),
		);
	} catch {
		theirs = [];
	}
	const ours = names(
		getInferenceSnippetsWithReasons(model, one.provider as "hf-inference", mapping, options).snippets,
	);
	return { theirs, ours };
}

function covers(row: Difference, one: Case, client: string): boolean {
	return (
		(row.provider === "*" || row.provider === one.provider) &&
		(row.task === "*" || row.task === taskOf(one)) &&
		row.clients.includes(client)
	);
}

describe("parity with the reference generator", () => {
	const rows = listedDifferences();
	const all = cases();
	const missing = all.flatMap((one) => {
		const { theirs, ours } = offered(one);
		return theirs.filter((client) => !ours.includes(client)).map((client) => ({ one, client }));
	});

	it("asks both generators about every kind of case", () => {
		const variants = new Set(all.map((one) => `${one.variant} ${one.pipeline}`));
		for (const expected of [
			"streamed image-text-to-text",
			"endpoint image-classification",
			"unmapped text-to-image",
		])
			expect(variants).toContain(expected);
		expect(all.some((one) => one.provider === "auto")).toBe(true);
		expect(all.some((one) => one.task === "conversational" && !one.tagged)).toBe(true);
	});

	it("offers every snippet the reference offers, or the README says why not", () => {
		const unexplained = missing
			.filter(({ one, client }) => !rows.some((row) => covers(row, one, client)))
			.map(({ one, client }) => `${one.provider} ${taskOf(one)} via ${one.task} (${one.variant}): ${client}`);
		expect(unexplained).toEqual([]);
	});

	it("lists no difference that no longer exists, each with its reason", () => {
		for (const row of rows) {
			expect(row.why.length, `${row.provider} ${row.task}`).toBeGreaterThan(20);
			const used = row.clients.filter((client) =>
				missing.some(
					(gap) => gap.client === client && covers({ ...row, clients: [client] }, gap.one, client),
				),
			);
			expect(used, `README row ${row.provider} | ${row.task}`).toEqual(row.clients);
		}
	});
});
