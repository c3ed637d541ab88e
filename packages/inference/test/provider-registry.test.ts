import { describe, expect, it } from "vitest";
import {
	getProviderHelper,
	INFERENCE_PROVIDERS,
	PROVIDER_BASE_URLS,
	PROVIDERS,
	PROVIDERS_HUB_ORGS,
	TASK_TABLES,
} from "../src/index.js";
import {
	BASE_URLS,
	FAL_QUEUE_TASKS,
	HUB_ORGS,
	PROVIDER_IDS,
	TASK_ORDER,
	TASKS_BY_PROVIDER,
} from "./support/provider-data-before.js";

describe("the provider registries", () => {
	it("list the same providers, in the same order, as before", () => {
		expect([...INFERENCE_PROVIDERS]).toEqual([...PROVIDER_IDS]);
	});

	it("give each provider the same hub organisation and hosts", () => {
		expect(PROVIDERS_HUB_ORGS).toEqual(HUB_ORGS);
		expect(PROVIDER_BASE_URLS).toEqual(BASE_URLS);
	});

	it("give each provider the same tasks, and each task the same providers", () => {
		const byProvider = Object.fromEntries(
			Object.entries(PROVIDERS).map(([provider, tasks]) => [provider, Object.keys(tasks).sort()]),
		);
		expect(byProvider).toEqual(TASKS_BY_PROVIDER);
		expect(Object.keys(TASK_TABLES)).toEqual(TASK_ORDER);
		for (const [task, table] of Object.entries(TASK_TABLES)) {
			const expected = Object.entries(TASKS_BY_PROVIDER)
				.filter(([, tasks]) => tasks.includes(task))
				.map(([provider]) => provider);
			expect(Object.keys(table).sort(), task).toEqual(expected);
		}
	});

	it("hand out helpers that name their own provider and task", () => {
		for (const [provider, tasks] of Object.entries(PROVIDERS)) {
			for (const [task, helper] of Object.entries(tasks)) {
				expect(helper, `${provider} ${task}`).toBe(getProviderHelper(provider as never, task as never));
				expect([helper.provider, helper.task]).toEqual([provider, task]);
			}
		}
	});

	it("send fal-ai's queued tasks to its second host, and no other task", () => {
		const queued = Object.values(PROVIDERS).flatMap((tasks) =>
			Object.values(tasks).flatMap((helper) => (helper.host ? [`${helper.provider} ${helper.task}`] : [])),
		);
		expect(queued.sort()).toEqual(FAL_QUEUE_TASKS.map((task) => `fal-ai ${task}`));
	});

	it("keep getProviderHelper's messages", () => {
		expect(() => getProviderHelper("nope" as never, "conversational")).toThrow(
			`Provider 'nope' not supported. Available providers: ${PROVIDER_IDS.join(", ")}`,
		);
		expect(() => getProviderHelper("openai", "text-to-image")).toThrow(
			"Task 'text-to-image' not supported for provider 'openai'. Available tasks: conversational",
		);
	});
});
