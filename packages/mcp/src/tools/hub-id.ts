/**
 * The hub id in a model id that may end in a router suffix (`:cheapest`, `:<provider>`): the part
 * before the first `:`, as the client splits it (packages/inference/src/router-policies/split-model-id.ts,
 * `splitModelId`). A suffix is never part of a hub lookup.
 */
export function hubIdOf(model: string): string {
	const colon = model.indexOf(":");
	return colon === -1 ? model : model.slice(0, colon);
}
