import { DEFAULT_PROVIDER } from "@hubkit/inference";
import { getInferenceSnippetsWithReasons } from "../generator/get-inference-snippets.js";
import type { ReportReason } from "../generator/reasons.js";
import type { InferenceSnippet, SnippetClient, SnippetLanguage } from "../types.js";
import type { LocalApp } from "./apps/local-app.js";
import { formatsOf } from "./apps/model-files.js";
import { LOCAL_APPS } from "./apps/table.js";
import type { LocalContext } from "./context.js";
import type { LocalSnippet } from "./types.js";

/** An app's call: curl, the one client every app's guide shows and every shell has. */
const APP_CALL = { language: "sh", client: "curl", label: "curl" } as const;

/**
 * The other clients, written once per model for the first app that serves it: they differ between
 * apps only in the address and the model's name, which each app's own call shows.
 */
const SHARED_CLIENTS: ReadonlyArray<{ language: SnippetLanguage; client: SnippetClient; label: string }> = [
	{ language: "python", client: "openai", label: "Python (openai)" },
	{ language: "python", client: "requests", label: "Python (requests)" },
	{ language: "js", client: "openai", label: "JavaScript (openai)" },
	{ language: "js", client: "fetch", label: "JavaScript (fetch)" },
];

/** Servers that check no key still get one: the OpenAI clients refuse to start without it. */
const LOCAL_API_KEY = "not-needed";

type AppSnippet = Omit<LocalSnippet, "kind">;

/**
 * The chat calls to an app's server: the generator's own chat snippets for a dedicated endpoint at
 * the app's address, naming the model as the app does; a key the app checks comes from `API_TOKEN`.
 */
function chatCalls(
	app: LocalApp,
	context: LocalContext,
	report: ReportReason,
): { model: string; snippets: InferenceSnippet[] } | undefined {
	const server = app.server;
	const model = server?.model(context);
	if (!server || model === undefined) return undefined;
	const { snippets, reasons } = getInferenceSnippetsWithReasons(
		{ id: context.id, pipeline_tag: context.task, tags: [...context.tags, "conversational"] },
		// A dedicated endpoint is served by the hub's own provider's route shapes.
		DEFAULT_PROVIDER,
		undefined,
		{
			endpointUrl: server.baseUrl,
			endpointModel: model,
			...(server.key === "none" ? { accessToken: LOCAL_API_KEY } : {}),
			messages: context.messages,
		},
	);
	for (const reason of reasons) report({ ...reason, message: `${app.label} calls: ${reason.message}` });
	return { model, snippets };
}

const find = (snippets: InferenceSnippet[], wanted: { language: SnippetLanguage; client: SnippetClient }) =>
	snippets.find((each) => each.language === wanted.language && each.client === wanted.client);

/** A comment line in the snippet's language. */
const comment = (language: SnippetLanguage, text: string) =>
	language === "js" ? `// ${text}\n` : `# ${text}\n`;

/**
 * Each app that runs the model's files for its task: its start command (or, for an app opened by a
 * link, what to do), then, for chat models, one call to its server. The other clients' calls come
 * once, after the apps, written for the first app that has a call.
 */
export function appCode(context: LocalContext, report: ReportReason): AppSnippet[] {
	const formats = formatsOf(context);
	const out: AppSnippet[] = [];
	let shared: AppSnippet[] = [];
	for (const app of LOCAL_APPS) {
		if (!app.runs(context, formats)) continue;
		const start = app.start(context);
		if (!start) continue;
		out.push({
			name: app.id,
			role: start.role,
			label: app.label,
			language: "sh",
			...(app.setup ? { setup: app.setup } : {}),
			content: start.content,
			docsUrl: app.docsUrl,
		});
		if (!context.chat) continue;
		const calls = chatCalls(app, context, report);
		const curl = calls && find(calls.snippets, APP_CALL);
		if (!calls || !curl) continue;
		out.push({
			name: app.id,
			role: "call",
			label: `${app.label} · ${APP_CALL.label}`,
			language: "sh",
			content: curl.content,
			docsUrl: app.docsUrl,
		});
		if (shared.length > 0) continue;
		shared = SHARED_CLIENTS.flatMap((client) => {
			const snippet = find(calls.snippets, client);
			if (!snippet) return [];
			const note = comment(
				client.language,
				`Calls ${app.label}'s server; for another app, use the address and model name its call shows.`,
			);
			return [
				{
					name: app.id,
					role: "call" as const,
					label: client.label,
					language: client.language,
					...(snippet.setup ? { setup: snippet.setup } : {}),
					content: note + snippet.content,
					docsUrl: app.docsUrl,
				},
			];
		});
	}
	return [...out, ...shared];
}
