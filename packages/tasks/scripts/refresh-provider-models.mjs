/**
 * Refreshes the table of which models each provider serves for each task
 * (`src/provider-models/provider-models-table.ts`) from the hub's public APIs, as the hub's own docs
 * build theirs:
 *   GET {HF_ENDPOINT}/api/models?pipeline_tag=T&inference_provider=P&expand[]=inferenceProviderMapping&limit=N
 * for every task each routed provider module of @hubkit/inference serves, plus, for chat, the
 * router's list of chat models, GET {HF_ROUTER_URL}/v1/models.
 *
 * Run from the repository root, after `npm run build` (the provider list is read from the built client):
 *   node packages/tasks/scripts/refresh-provider-models.mjs [--out <path>] [--limit <n>]
 * Environment: HF_ENDPOINT (default https://huggingface.co), HF_ROUTER_URL (default
 * https://router.huggingface.co), HF_TOKEN (optional, sent to both), PROVIDER_MODELS_OUT (the
 * output path, as --out). The module is written as the repository's formatter writes it.
 *
 * The output is deterministic for given answers: tasks and providers in alphabetical order, each
 * provider's models in the order the hub ranks them (the router's extra chat models after), at most
 * `limit` each, and today's date as `asOf`.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PROVIDERS } from "@hubkit/inference";
import { PROVIDER_MODULES } from "@hubkit/inference/internal";

const DEFAULT_OUT = fileURLToPath(
	new URL("../src/provider-models/provider-models-table.ts", import.meta.url),
);

/**
 * The hub pipeline tags whose models a provider task is served for (the task itself otherwise): chat
 * models are tagged text or vision generation, embedders often sentence-similarity, and models
 * editing or animating an image with a prompt are often tagged by an older image or video task.
 */
const PIPELINE_TAGS = {
	conversational: ["text-generation", "image-text-to-text"],
	"feature-extraction": ["feature-extraction", "sentence-similarity"],
	"image-text-to-image": ["image-text-to-image", "image-to-image"],
	"image-text-to-video": ["image-text-to-video", "image-to-video", "text-to-video"],
};

function fail(message) {
	process.stderr.write(`refresh-provider-models: ${message}\n`);
	process.exit(1);
}

/** A base URL from the environment, without credentials (they would end up in the table and in messages). */
function baseUrl(variable, fallback) {
	const raw = process.env[variable] || fallback;
	let url;
	try {
		url = new URL(raw);
	} catch {
		fail(`${variable} must be an http(s) URL`);
	}
	if (url.username || url.password) fail(`${variable} must not carry credentials; set HF_TOKEN instead`);
	return url.href.replace(/\/+$/, "");
}

function options() {
	const { values } = parseArgs({
		options: { out: { type: "string" }, limit: { type: "string", default: "10" } },
	});
	const limit = Number(values.limit);
	if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
		fail(`--limit must be an integer from 1 to 1000; got ${values.limit}`);
	}
	return {
		out: resolve(values.out ?? process.env.PROVIDER_MODELS_OUT ?? DEFAULT_OUT),
		limit,
		hub: baseUrl("HF_ENDPOINT", "https://huggingface.co"),
		router: baseUrl("HF_ROUTER_URL", "https://router.huggingface.co"),
		token: process.env.HF_TOKEN || undefined,
	};
}

async function getJson(url, token) {
	let response;
	try {
		response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
	} catch (error) {
		fail(`GET ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
	}
	if (!response.ok) {
		const body = (await response.text()).slice(0, 300);
		fail(`GET ${url} answered ${response.status}: ${body}`);
	}
	return response.json();
}

/** The mapping entries of a listed model, in either form the hub answers (an array, or an object by provider). */
function mappingEntries(model) {
	const mapping = model?.inferenceProviderMapping;
	if (Array.isArray(mapping)) return mapping;
	if (mapping && typeof mapping === "object") {
		return Object.entries(mapping).map(([provider, entry]) => ({ ...entry, provider }));
	}
	return [];
}

/**
 * The models the hub lists as served live by `provider` for `task`. LoRA adapters are left out: they
 * run on their base model's deployment, and a page's default should be a model of its own.
 */
async function hubModels(settings, task, provider) {
	const ids = [];
	for (const tag of PIPELINE_TAGS[task] ?? [task]) {
		const query = new URLSearchParams({ pipeline_tag: tag, inference_provider: provider });
		query.append("expand[]", "inferenceProviderMapping");
		query.set("limit", String(settings.limit));
		const models = await getJson(`${settings.hub}/api/models?${query}`, settings.token);
		if (!Array.isArray(models)) fail(`the hub's model search for ${tag} on ${provider} is not an array`);
		for (const model of models) {
			const served = mappingEntries(model).some(
				(entry) =>
					entry.provider === provider && entry.task === task && entry.status === "live" && !entry.adapter,
			);
			if (served && typeof model.id === "string") ids.push(model.id);
		}
	}
	return ids;
}

/** The router's chat models by provider, from `/v1/models` (live providers only). */
async function routerChatModels(settings) {
	const answer = await getJson(`${settings.router}/v1/models`, settings.token);
	if (!Array.isArray(answer?.data)) fail("the router's /v1/models has no data array");
	const byProvider = new Map();
	for (const model of answer.data) {
		for (const entry of model.providers ?? []) {
			if (entry.status !== "live" || typeof model.id !== "string") continue;
			if (!byProvider.has(entry.provider)) byProvider.set(entry.provider, []);
			byProvider.get(entry.provider).push(model.id);
		}
	}
	return byProvider;
}

const VALID_ID = /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/;

/** A property line, broken after the colon when it does not fit, as the formatter breaks it. */
function property(indent, name, value) {
	const line = `${indent}${key(name)}: ${value},`;
	return line.replaceAll("\t", "  ").length <= 110 ? line : `${indent}${key(name)}:\n${indent}\t${value},`;
}

function key(name) {
	return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The table as a TypeScript module. */
export function tableModule(table) {
	const lines = [];
	for (const task of Object.keys(table.models).sort()) {
		lines.push(`\t\t${key(task)}: {`);
		const byProvider = table.models[task];
		for (const provider of Object.keys(byProvider).sort()) {
			const ids = byProvider[provider].map((id) => JSON.stringify(id));
			const oneLine = `\t\t\t${key(provider)}: [${ids.join(", ")}],`;
			// Tabs count two columns, as the formatter counts them against its 110.
			if (oneLine.replaceAll("\t", "  ").length <= 110) lines.push(oneLine);
			else lines.push(`\t\t\t${key(provider)}: [`, ...ids.map((id) => `\t\t\t\t${id},`), "\t\t\t],");
		}
		lines.push("\t\t},");
	}
	return `import type { ProviderModelsTable } from "./table-type.js";

/**
 * Which hub models each inference provider serves for each task (see \`ProviderModelsTable\`);
 * \`source\` says where the facts came from. Refresh it with \`scripts/refresh-provider-models.mjs\`,
 * which asks the hub and the router and writes this module, rather than by hand.
 */
export const PROVIDER_MODELS: ProviderModelsTable = {
${property("\t", "asOf", JSON.stringify(table.asOf))}
${property("\t", "source", JSON.stringify(table.source))}
	models: {
${lines.join("\n")}
	},
};
`;
}

async function main() {
	const settings = options();
	const router = await routerChatModels(settings);
	const models = {};
	const empty = [];
	for (const module of PROVIDER_MODULES) {
		// The hub lists no mapping for providers the client only calls directly (their ids are not hub ids).
		if (!module.routed) continue;
		for (const task of Object.keys(PROVIDERS[module.id] ?? {})) {
			const found = await hubModels(settings, task, module.id);
			if (task === "conversational") found.push(...(router.get(module.id) ?? []));
			const ids = [...new Set(found)].filter((id) => VALID_ID.test(id)).slice(0, settings.limit);
			if (ids.length === 0) {
				empty.push(`${task}/${module.id}`);
				continue;
			}
			models[task] ??= {};
			models[task][module.id] = ids;
		}
	}
	const asOf = new Date().toISOString().slice(0, 10);
	const source = `${settings.hub}/api/models?pipeline_tag=<tag>&inference_provider=<provider>&expand[]=inferenceProviderMapping and ${settings.router}/v1/models, asked on ${asOf}`;
	writeFileSync(settings.out, tableModule({ asOf, source, models }));
	process.stdout.write(`Wrote ${settings.out}\n`);
	if (empty.length > 0) {
		process.stderr.write(`No live model found for: ${empty.join(", ")}\n`);
	}
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
