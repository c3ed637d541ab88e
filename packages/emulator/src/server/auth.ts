import { EmulatorError } from "../errors/emulator-error.js";
import { header, type RequestContext } from "./context.js";
import { parseAuthorization } from "./credentials.js";

const HUB_TOKEN = /^hf_[A-Za-z0-9]+$/;

function routerRefusal(message: string): EmulatorError {
	return new EmulatorError(401, message, { router: true });
}

function checkHubToken(raw: string): void {
	const credential = parseAuthorization(raw);
	if (credential?.scheme.toLowerCase() !== "bearer") {
		throw routerRefusal("Invalid credentials in Authorization header");
	}
	if (credential.kind !== "hub") {
		throw routerRefusal(
			"Invalid credentials in Authorization header: this service takes Hugging Face tokens (hf_...), not provider API keys.",
		);
	}
	if (!HUB_TOKEN.test(credential.token)) throw routerRefusal("Invalid credentials in Authorization header");
}

/** The router (and auto-router) need `Authorization: Bearer hf_<alphanumerics>`. */
export function requireHubToken(ctx: RequestContext): void {
	const raw = header(ctx, "authorization");
	if (!raw)
		throw routerRefusal("Missing Authorization header: the router needs 'Authorization: Bearer hf_...'.");
	checkHubToken(raw);
}

/** The hub API works anonymously, but a credential that is sent must be a valid hub token. */
export function checkOptionalHubToken(ctx: RequestContext): void {
	const raw = header(ctx, "authorization");
	if (raw) checkHubToken(raw);
}

/** A provider's own API needs its own key, under the scheme it expects (`Key` for fal, `Bearer` elsewhere). */
export function requireProviderKey(ctx: RequestContext, provider: string, scheme: string): void {
	const raw = header(ctx, "authorization");
	if (!raw)
		throw new EmulatorError(401, `Missing API key: ${provider} expects 'Authorization: ${scheme} <key>'.`);
	const credential = parseAuthorization(raw);
	if (!credential || credential.scheme.toLowerCase() !== scheme.toLowerCase()) {
		throw new EmulatorError(401, `Invalid Authorization header: ${provider} expects '${scheme} <key>'.`);
	}
	if (credential.kind === "hub") {
		throw new EmulatorError(
			401,
			`Incorrect API key provided: Hugging Face tokens (hf_...) are not ${provider} keys; send them to the router instead.`,
		);
	}
}
