import type { JobStore } from "../jobs/job-store.js";
import type { Registry } from "../registry/registry.js";

/** What every handler gets: the request, already read, and the emulator's shared state. */
export interface RequestContext {
	method: string;
	/** The path without any `/__fault/<fault>` prefix. */
	pathname: string;
	query: URLSearchParams;
	/** Lower-case names. */
	headers: Record<string, string>;
	body: Buffer;
	/** "http://host:port" as the client addressed the emulator: the base of every URL put in an answer. */
	origin: string;
	registry: Registry;
	jobs: JobStore;
}

export function header(ctx: RequestContext, name: string): string | undefined {
	return ctx.headers[name.toLowerCase()];
}

/** The media type of the body, lower-case and without parameters ("" when absent). */
export function mediaType(ctx: RequestContext): string {
	return (header(ctx, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}
