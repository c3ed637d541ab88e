import { getModel, type RouterModel } from "@hubkit/inference";

/**
 * The page's model as the router lists it, read from the browser with the client's `getModel`:
 * loaded only when the reader asks, so the client stays out of the page until then.
 */
export function readRouterModel(
	model: string,
	routerUrl: string,
	token: string,
	signal: AbortSignal,
): Promise<RouterModel> {
	return getModel(model, { routerUrl, signal, ...(token ? { accessToken: token } : {}) });
}
