/**
 * A host field's value checked as a web address: only http or https (a page sends the reader's token,
 * or asks about their model, wherever it points), without its trailing slash. `label` names the field
 * in the problem, e.g. "Hub URL is not a web address."
 */
export function webAddress(label: string, value: string): { url: string } | { problem: string } {
	let url: URL;
	try {
		url = new URL(value.trim());
	} catch {
		return { problem: `${label} is not a web address.` };
	}
	if (url.protocol !== "https:" && url.protocol !== "http:")
		return { problem: `${label} must start with https:// or http://.` };
	return { url: url.href.replace(/\/$/, "") };
}
