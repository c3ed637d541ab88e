import {
	fetchHubModel,
	getLocalSnippetsWithReasons,
	type HubModel,
	type LocalSnippet,
} from "@hubkit/snippets";
import { hubIdOf } from "./hub-id.js";
import type { HostOptions } from "./inference-snippets.js";
import { codeBlock, inlineCode, refusal, type ToolAnswer } from "./markdown.js";
import { messageOf, reasonLines } from "./reasons.js";

const KIND_HEADINGS: Record<LocalSnippet["kind"], string> = {
	library: "Libraries",
	app: "Local apps",
};

/**
 * The answer to `local_snippets`: code that runs a model on the reader's own machine, each library's
 * and each local app's. A string is a hub id, looked up on the hub (`hubUrl`, else `HF_ENDPOINT`, else
 * the public hub) without a token, so only public models; an object is the model as the hub's
 * `GET /api/models/{id}` describes it, any field missing or of another type.
 */
export async function localSnippetsAnswer(
	model: string | Record<string, unknown>,
	hosts: HostOptions,
): Promise<ToolAnswer> {
	let described: HubModel;
	if (typeof model === "string") {
		try {
			described = await fetchHubModel(hubIdOf(model), { hubUrl: hosts.hubUrl, timeoutMs: 15_000 });
		} catch (error) {
			return refusal(
				`The hub could not say what ${inlineCode(hubIdOf(model))} is (${messageOf(error)}). Pass the model as the hub describes it instead.`,
			);
		}
	} else described = model as HubModel;
	const { snippets, reasons } = getLocalSnippetsWithReasons(described);
	const name = typeof described.id === "string" ? inlineCode(described.id) : "the model";
	if (snippets.length === 0)
		return refusal([`No local code for ${name}.`, ...reasonLines(reasons)].join("\n"));
	const lines = [`# Running ${name} on your own machine`];
	for (const kind of ["library", "app"] as const) {
		const ofKind = snippets.filter((snippet) => snippet.kind === kind);
		if (ofKind.length === 0) continue;
		lines.push("", `## ${KIND_HEADINGS[kind]}`);
		for (const snippet of ofKind) {
			lines.push("", `### ${snippet.label}`, "");
			if (snippet.docsUrl) lines.push(`Guide: ${snippet.docsUrl}`, "");
			if (snippet.setup) lines.push(codeBlock(snippet.setup, "sh"), "");
			lines.push(codeBlock(snippet.content, snippet.language));
		}
	}
	return { text: lines.join("\n") };
}
