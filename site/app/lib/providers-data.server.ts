import {
	DEFAULT_PROVIDER,
	DEFAULT_ROUTER_URL,
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceTask,
	PROVIDERS,
} from "@hubkit/inference";
import { getProvider, TASK_TABLES } from "@hubkit/inference/internal";
import {
	isPipelineType,
	modelsForProvider,
	type PipelineType,
	PROVIDER_MODELS,
	providerTaskFor,
	TASKS_DATA,
} from "@hubkit/tasks";
import { stateToQuery } from "../components/snippets/generator-state.js";
import { snippetTabId } from "../components/snippets/snippet-label.js";
import { generatorModel, MODELS_AS_OF } from "./provider-models.server.js";
import { DEFAULT_STATE } from "./snippet-generator-data.server.js";
import { taskProviders, taskSnippets } from "./snippets-data.server.js";

/** Every task the client serves, in the registry's order: the matrix's columns. */
export const MATRIX_TASKS = Object.keys(TASK_TABLES) as InferenceTask[];

/** The tasks one provider serves, as the client's registry says. */
export function providerTasks(provider: InferenceProvider): InferenceTask[] {
	return Object.keys(PROVIDERS[provider]) as InferenceTask[];
}

/** The task page that documents a client task: chat lives on the text-generation page. */
export function taskPageFor(task: InferenceTask): PipelineType | undefined {
	if (task === "conversational") return "text-generation";
	return isPipelineType(task) ? task : undefined;
}

/** The snippet generator's address with this provider and task chosen, and a model the provider serves. */
export function snippetsHref(provider: InferenceProvider, task: InferenceTask): string {
	return `/snippets${stateToQuery({ ...DEFAULT_STATE, task, provider, model: generatorModel(task, provider) }, DEFAULT_STATE)}`;
}

export interface MatrixRow {
	provider: InferenceProvider;
	/** For each of `MATRIX_TASKS`, the generator's address when the provider serves it, else null. */
	cells: Array<string | null>;
}

/** The provider × task matrix, built from the registry alone, and the hub's own provider. */
export function providerMatrix(): {
	tasks: InferenceTask[];
	rows: MatrixRow[];
	hubHosted: InferenceProvider;
	modelsAsOf: string;
} {
	return {
		tasks: MATRIX_TASKS,
		modelsAsOf: MODELS_AS_OF,
		hubHosted: DEFAULT_PROVIDER,
		rows: INFERENCE_PROVIDERS.map((provider) => {
			const served = new Set(providerTasks(provider));
			return {
				provider,
				cells: MATRIX_TASKS.map((task) => (served.has(task) ? snippetsHref(provider, task) : null)),
			};
		}),
	};
}

/** A provider page shows one snippet per task: in our own client where it has one. */
const OWN_CLIENT_TAB = snippetTabId({ language: "js", client: "huggingface.js" });

export interface ProviderTask {
	task: InferenceTask;
	page?: PipelineType;
	snippetsHref: string;
}

/** The models a provider serves for one task, most used first. */
export interface ServedModels {
	task: string;
	models: readonly string[];
}

/** What the provider-models table says a provider serves, task by task, in the table's order. */
function servedModels(provider: InferenceProvider): ServedModels[] {
	const tasks = new Set<string>(providerTasks(provider));
	return Object.keys(PROVIDER_MODELS.models)
		.filter((task) => tasks.has(task))
		.map((task) => ({ task, models: modelsForProvider(task, provider) }))
		.filter(({ models }) => models.length > 0);
}

/** Everything a provider's page says, from its module, the registry and the snippet generator. */
export async function providerPage(provider: InferenceProvider) {
	const module = getProvider(provider);
	const tasks = providerTasks(provider);
	// The origins its own key reaches: its host, and the further hosts some of its tasks use.
	const hosts = [
		...(module.baseUrl !== undefined ? [module.baseUrl] : []),
		...Object.values(module.extraHosts ?? {}),
	];
	const pages = [
		...new Set(tasks.map(taskPageFor).filter((page): page is PipelineType => page !== undefined)),
	];
	const snippets = (
		await Promise.all(
			pages
				.filter((page) => taskProviders(page).includes(provider))
				.map(async (page) => {
					const found = await taskSnippets(page, provider);
					const tab = found?.tabs.find((candidate) => candidate.id === OWN_CLIENT_TAB) ?? found?.tabs[0];
					return found && tab
						? { page, label: TASKS_DATA[page].label, modelId: found.modelId, tab }
						: undefined;
				}),
		)
	).filter((entry) => entry !== undefined);
	return {
		provider,
		label: module.label,
		hubHosted: module.hubHosted === true,
		tasks: tasks.map(
			(task): ProviderTask => ({
				task,
				...(taskPageFor(task) ? { page: taskPageFor(task) } : {}),
				snippetsHref: snippetsHref(provider, task),
			}),
		),
		routed: module.routed,
		routerBase: `${DEFAULT_ROUTER_URL}/${provider}`,
		hosts,
		envVar: module.keyEnvVar,
		servedModels: servedModels(provider),
		modelsAsOf: MODELS_AS_OF,
		snippets,
	};
}

/** The providers that serve a task page's task (chat for the chat pages), for the page's "Providers" line. */
export function pageProviders(page: PipelineType): InferenceProvider[] {
	const task = providerTaskFor(page);
	return INFERENCE_PROVIDERS.filter((provider) => task in PROVIDERS[provider]);
}
