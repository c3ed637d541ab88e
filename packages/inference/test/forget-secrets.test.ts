import { afterEach, describe, expect, it } from "vitest";
import { REDACTED, rememberSecrets, scrub } from "../src/errors/redact.js";
import { forgetSecrets } from "../src/errors/secrets.js";

afterEach(() => forgetSecrets());

// Test files share a worker's modules; the setup file forgets every secret before each file, so no
// file's text is scrubbed by a token an earlier file used. A property test once remembered
// `hf_toString` (fast-check favours names such as `toString`), and a later file's message naming the
// task "toString" came out as "[redacted]": the pieces of the forgotten token were still scrubbed
// because that file remembered its own token before it scrubbed anything.
describe("forgetting the remembered secrets", () => {
	it("forgets their pieces too, when a new token is remembered before the next scrub", () => {
		rememberSecrets(["hf_toString"]);
		expect(scrub('Unknown task "toString"')).toBe(`Unknown task "${REDACTED}"`);
		forgetSecrets();
		rememberSecrets([`hf_${"other".repeat(7)}`]);
		expect(scrub('Unknown task "toString"')).toBe('Unknown task "toString"');
	});

	it("forgets their pieces when nothing new is remembered before the next scrub", () => {
		rememberSecrets(["hf_toString"]);
		forgetSecrets();
		expect(scrub('Unknown task "toString"')).toBe('Unknown task "toString"');
	});

	it("still scrubs the pieces of a token remembered after the forgetting", () => {
		forgetSecrets();
		rememberSecrets(["hf_toString"]);
		expect(scrub('Unknown task "toString"')).toBe(`Unknown task "${REDACTED}"`);
	});
});
