/** One part of a multipart/form-data body. */
export interface FormPart {
	name: string;
	filename?: string;
	contentType?: string;
	data: Buffer;
}

function boundaryOf(contentType: string): string | undefined {
	const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
	return match?.[1] ?? match?.[2];
}

function parsePart(raw: Buffer): FormPart | undefined {
	const split = raw.indexOf("\r\n\r\n");
	if (split < 0) return undefined;
	const headers = raw.subarray(0, split).toString("utf8").split("\r\n");
	const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? "";
	const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
	if (name === undefined) return undefined;
	const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
	const contentType = headers
		.find((line) => /^content-type:/i.test(line))
		?.replace(/^content-type:\s*/i, "")
		.trim();
	const part: FormPart = { name, data: raw.subarray(split + 4) };
	if (filename !== undefined) part.filename = filename;
	if (contentType) part.contentType = contentType;
	return part;
}

/** The parts of a multipart/form-data body, or undefined when it is not one. */
export function parseMultipart(body: Buffer, contentType: string): FormPart[] | undefined {
	const boundary = boundaryOf(contentType);
	if (!/^multipart\/form-data/i.test(contentType) || !boundary) return undefined;
	const delimiter = Buffer.from(`--${boundary}`);
	const parts: FormPart[] = [];
	let start = body.indexOf(delimiter);
	if (start < 0) return undefined;
	while (start >= 0) {
		const afterDelimiter = start + delimiter.length;
		if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === "--") return parts;
		const next = body.indexOf(delimiter, afterDelimiter);
		if (next < 0) return undefined;
		// Each part sits between the CRLF after one delimiter and the CRLF before the next.
		const part = parsePart(body.subarray(afterDelimiter + 2, next - 2));
		if (!part) return undefined;
		parts.push(part);
		start = next;
	}
	return parts;
}
