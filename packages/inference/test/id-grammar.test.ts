import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type IdKind, idProblem } from "../src/internal.js";

/** Each kind's segment characters, written out from the documented grammar rather than taken from the code. */
const SEGMENT: Record<IdKind, RegExp> = {
	"model id": /^[A-Za-z0-9._-]+$/,
	"hub model id": /^[A-Za-z0-9._-]+$/,
	"provider model id": /^[A-Za-z0-9._~:@-]+$/,
	"file path": /^[A-Za-z0-9._~()+,=@ -]+$/,
};

/** Whether `id` is an id of `kind`, decided segment by segment as the grammar reads. */
function isId(id: string, kind: IdKind): boolean {
	if (id.length === 0 || id.length > 512) return false;
	const slash = id.indexOf("/");
	const colon = id.indexOf(":");
	if (colon !== -1 && (slash === -1 || colon < slash)) return false;
	let path = id;
	if (kind === "model id" && colon !== -1) {
		// What follows the colon is a policy or a provider name: lower-case words joined by single hyphens.
		if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id.slice(colon + 1))) return false;
		path = id.slice(0, colon);
	}
	return path
		.split("/")
		.every((segment) => segment !== "." && segment !== ".." && SEGMENT[kind].test(segment));
}

const KINDS: IdKind[] = ["model id", "hub model id", "provider model id", "file path"];

describe("idProblem", () => {
	const pieces = fc.constantFrom(
		"a",
		"Z",
		"9",
		"-",
		"_",
		".",
		"..",
		"/",
		":",
		"@",
		"~",
		" ",
		"(",
		"+",
		"?",
		"%",
		"é",
	);
	const ids = fc.oneof(
		fc.array(pieces, { maxLength: 10 }).map((parts) => parts.join("")),
		fc.string(),
	);

	it.each(KINDS)("accepts exactly the ids of the grammar, as a %s", (kind) => {
		fc.assert(
			fc.property(ids, (id) => {
				expect(idProblem(id, kind) === undefined).toBe(isId(id, kind));
			}),
			{ numRuns: 3000 },
		);
	});

	it("says which segment is wrong, for an id it refuses", () => {
		expect(idProblem("owner/../name", "hub model id")).toBe('a ".." segment');
		expect(idProblem("owner//name", "hub model id")).toBe("an empty path segment");
		expect(idProblem("owner/na me", "hub model id")).toMatch(
			/^characters other than .*such as " " \(U\+0020\)$/,
		);
		expect(idProblem("owner/name:x/y", "model id")).toBe(
			"a ':' suffix that is not a provider or policy name",
		);
	});
});
