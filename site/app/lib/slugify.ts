/**
 * A stable anchor id for a heading: letters and digits of any script are kept (so Hebrew headings
 * get Hebrew ids), everything else becomes a single hyphen.
 */
export function slugify(text: string): string {
	return text
		.normalize("NFC")
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
		.replace(/^-+|-+$/g, "");
}
