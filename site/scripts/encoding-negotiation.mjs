// Picks the content coding of a response from the request's Accept-Encoding (RFC 9110, 12.5.3):
// codings weighted by q-values, `*` for any coding not named, `identity` acceptable unless it is
// refused by name or by `*;q=0`. Unnamed, `identity` ranks with the least wanted coding listed (as
// the negotiator behind Express's compression does), so `gzip;q=0.5` still gets gzip.

const QVALUE = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** Weights by lower-cased coding name (`x-gzip` counted as `gzip`); malformed members are skipped. */
export function parseAcceptEncoding(header) {
	const weights = new Map();
	for (const member of header.split(",")) {
		const [name, ...parameters] = member.split(";").map((part) => part.trim());
		if (!name || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name)) continue;
		let weight = 1;
		for (const parameter of parameters) {
			const q = QVALUE.exec(parameter.replace(/\s*=\s*/, "="));
			if (q) weight = Number(q[1]);
			else if (/^q\s*=/i.test(parameter)) weight = Number.NaN;
		}
		if (Number.isNaN(weight)) continue;
		const coding = name.toLowerCase() === "x-gzip" ? "gzip" : name.toLowerCase();
		weights.set(coding, Math.max(weights.get(coding) ?? 0, weight));
	}
	return weights;
}

/**
 * The coding to send, out of `available` (most preferred first, `identity` implied), or undefined
 * when the request refuses every one of them. Without an Accept-Encoding the body is sent as is.
 */
export function chooseEncoding(header, available) {
	if (header === undefined) return "identity";
	const weights = parseAcceptEncoding(header);
	const any = weights.get("*");
	const listed = [...weights.values()].filter((w) => w > 0);
	const identity = any ?? (listed.length > 0 ? Math.min(...listed) : 1);
	const weight = (coding) => weights.get(coding) ?? (coding === "identity" ? identity : (any ?? 0));
	let best;
	let bestWeight = 0;
	// Ties go to the earlier coding: the server's order of preference, smallest body first.
	for (const coding of [...available, "identity"]) {
		const w = weight(coding);
		if (w > bestWeight) {
			best = coding;
			bestWeight = w;
		}
	}
	return best;
}
