// Conditional and range requests for GET and HEAD (RFC 9110, 13.1 and 14), against one
// representation `{ size, mtime, etag }` of a file.

const LIST_MEMBER = /\s*(?:(W\/)?("[^"]*")|(\*))\s*(?:,|$)/y;

function entityTags(header) {
	const tags = [];
	LIST_MEMBER.lastIndex = 0;
	let match = LIST_MEMBER.exec(header);
	while (match && match[0] !== "") {
		tags.push(match[3] ?? match[2]);
		if (LIST_MEMBER.lastIndex >= header.length) break;
		match = LIST_MEMBER.exec(header);
	}
	return tags;
}

const seconds = (date) => Math.floor(date.getTime() / 1000);

/** Whether the client's copy is current: If-None-Match (weak comparison) wins over If-Modified-Since. */
export function isNotModified(headers, representation) {
	const ifNoneMatch = headers["if-none-match"];
	if (ifNoneMatch !== undefined) {
		return entityTags(ifNoneMatch).some((tag) => tag === "*" || tag === representation.etag);
	}
	const ifModifiedSince = headers["if-modified-since"];
	if (ifModifiedSince === undefined) return false;
	const since = Date.parse(ifModifiedSince);
	return !Number.isNaN(since) && seconds(representation.mtime) <= Math.floor(since / 1000);
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The byte range to send: undefined for the whole body (no Range, an If-Range that no longer
 * matches, several ranges, or a header we do not understand, all of which RFC 9110 lets a server
 * answer with the full body), `{ start, end }` (inclusive), or `{ unsatisfiable: true }`.
 */
export function byteRange(headers, representation) {
	const range = headers.range;
	if (range === undefined) return undefined;
	const ifRange = headers["if-range"];
	if (ifRange !== undefined && ifRange !== representation.etag) {
		const date = Date.parse(ifRange);
		if (ifRange.startsWith('"') || ifRange.startsWith("W/") || Number.isNaN(date)) return undefined;
		if (Math.floor(date / 1000) !== seconds(representation.mtime)) return undefined;
	}
	const match = SINGLE_RANGE.exec(range.trim());
	if (!match || (match[1] === "" && match[2] === "")) return undefined;
	const { size } = representation;
	let start;
	let end;
	if (match[1] === "") {
		const suffix = Number(match[2]);
		if (suffix === 0) return { unsatisfiable: true };
		start = Math.max(0, size - suffix);
		end = size - 1;
	} else {
		start = Number(match[1]);
		end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
		if (match[2] !== "" && Number(match[2]) < start) return undefined;
	}
	if (start >= size) return { unsatisfiable: true };
	return { start, end };
}
