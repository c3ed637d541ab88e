import { useEffect, useState } from "react";
import type { HubAnswer } from "./hub-answer.js";
import { type HubLookup, hubOrigin, settled } from "./hub-lookup.js";

/** Asks the hub at `hubUrl` about `id`; never throws (hub-answer.ts). */
export type AskHub = (id: string, hubUrl: string, signal: AbortSignal) => Promise<HubAnswer>;

/**
 * How long typing must pause before the hub is asked. A timer rather than `useDeferredValue`: that
 * hook defers rendering, not work, and would let every keystroke send a request once the browser is
 * idle between keys.
 */
export const TYPING_PAUSE_MS = 400;

/**
 * The hub's word on the typed model id, asked after a pause in typing. `ask` is undefined until the
 * generator (which carries the hub's client) has loaded. An answer is kept with the id and hub it is
 * about and shown only while both are still the ones in the form, and a request the form has moved
 * on from is aborted: a slow answer about an earlier id never replaces a later one.
 */
export function useHubLookup(
	ask: AskHub | undefined,
	id: string,
	hubUrl: string,
	wanted: boolean,
): HubLookup {
	const model = id.trim();
	const hub = hubOrigin(hubUrl);
	const origin = "url" in hub ? hub.url : undefined;
	const [answer, setAnswer] = useState<{ model: string; origin: string; lookup: HubLookup }>();

	useEffect(() => {
		if (!wanted || !ask || model === "" || origin === undefined) return;
		const abort = new AbortController();
		const timer = setTimeout(() => {
			void ask(model, origin, abort.signal).then((got) => {
				if (!abort.signal.aborted) setAnswer({ model, origin, lookup: settled(model, origin, got) });
			});
		}, TYPING_PAUSE_MS);
		return () => {
			clearTimeout(timer);
			abort.abort();
		};
	}, [ask, model, origin, wanted]);

	if (!wanted) return { state: "default" };
	if (model === "") return { state: "no-id" };
	if ("problem" in hub) return { state: "bad-hub-url", problem: hub.problem };
	if (answer && answer.model === model && answer.origin === origin) return answer.lookup;
	return { state: "asking", id: model };
}
