import type { HubModel } from "@hubkit/snippets";
import { webAddress } from "../../lib/web-address.js";
import type { HubAnswer } from "./hub-answer.js";
import type { HubFacts } from "./hub-facts.js";

/** Where the page stands in asking the hub about the typed id. */
export type HubLookup =
	/** The build's default view: its facts come from the site's records, so nothing is asked. */
	| { state: "default" }
	| { state: "no-id" }
	/** The Hub URL field holds no web address: nothing is sent anywhere. */
	| { state: "bad-hub-url"; problem: string }
	/** Waiting for a pause in typing, or for the hub's answer. */
	| { state: "asking"; id: string }
	| { state: "found"; id: string; model: HubModel; facts: HubFacts }
	| { state: "not-found"; id: string }
	| { state: "private"; id: string }
	| { state: "gated"; id: string }
	| { state: "unreachable"; id: string; hubUrl: string; detail: string }
	| { state: "refused"; id: string; detail: string };

/** The lookup an answer of the hub's makes. */
export function settled(id: string, hubUrl: string, answer: HubAnswer): HubLookup {
	switch (answer.state) {
		case "found":
			return { state: "found", id, model: answer.model, facts: answer.facts };
		case "unreachable":
			return { state: "unreachable", id, hubUrl, detail: answer.detail };
		case "refused":
			return { state: "refused", id, detail: answer.detail };
		default:
			return { state: answer.state, id };
	}
}

/** The hub's origin from the Hub URL field, checked as Try it checks its Router and Hub URLs. */
export const hubOrigin = (value: string) => webAddress("Hub URL", value);

/**
 * What the page says about the lookup, the first words of the one status line screen readers hear
 * (so each change is announced once). `snippets` is how many snippets the code below shows.
 */
export function lookupWords(lookup: HubLookup, snippets: number): string {
	const count = `${snippets} snippet${snippets === 1 ? "" : "s"}`;
	switch (lookup.state) {
		case "default":
			return count;
		case "no-id":
			return "Give a model id.";
		case "bad-hub-url":
			return `${lookup.problem} Nothing was asked.`;
		case "asking":
			// No id: the line stays the same while the reader types, so it is announced once, not per key.
			return "Asking the hub…";
		case "found":
			return lookup.facts.gated
				? `${lookup.id} is gated: the hub describes it, but its files download only with the token of an account that accepted its conditions on its hub page. ${count}.`
				: `Read ${lookup.id} from the hub: ${count}.`;
		case "not-found":
			return `The hub has no model ${lookup.id}.`;
		case "private":
			return `The hub shows no model ${lookup.id} without a token: it is private, or there is none.`;
		case "gated":
			return `${lookup.id} is gated, and the hub shows nothing of it without a token of an account that accepted its conditions on its hub page.`;
		case "unreachable":
			return `The hub at ${lookup.hubUrl} could not be reached (${lookup.detail}), so nothing is known about ${lookup.id} but its id: ${snippets > 0 ? `the code is guessed from it and the task. ${count}.` : "pick a task for code guessed from it."}`;
		case "refused":
			return `${lookup.id} is not a hub model id (${lookup.detail}).`;
	}
}
