import { fileURLToPath } from "node:url";
import { HUB_ID_REGEXP, idProblem } from "@hubkit/inference/internal";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hubIdSchema } from "../src/validation/schema.js";

/** The refresh script's choice of ids to write, loaded as a module (its main part runs only as a command). */
const { keepIds } = (await import(
	fileURLToPath(new URL("../scripts/refresh-provider-models.mjs", import.meta.url))
)) as { keepIds: (found: string[], limit: number) => string[] };

/** Whether the client takes `id` as a hub id: the rule the others must follow, not a copy of it. */
const clientTakes = (id: string) => idProblem(id, "hub model id") === undefined;

/**
 * Ids near every edge of the rule: segments of the allowed characters and of others (a space, `:`,
 * `%`, `é`, an escape), dots alone and in runs, slashes doubled and at the ends, and lengths around
 * the 512-character cap.
 */
const ids = fc.oneof(
	fc
		.array(
			fc.constantFrom("a", "Z", "9", "-", "_", ".", "..", "/", ":", " ", "%", "é", "\u001b", "fastest"),
			{
				maxLength: 12,
			},
		)
		.map((parts) => parts.join("")),
	fc.string(),
	fc
		.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 500, max: 520 }), fc.constantFrom("", "/", "."))
		.map(
			([owner, length, cut]) => `${"o".repeat(owner)}/${"n".repeat(length - owner - 1 - cut.length)}${cut}`,
		),
);

describe("one hub-id rule, read by every user of hub ids", () => {
	it("the task records' schema and the refresh script take exactly the ids the client takes", () => {
		fc.assert(
			fc.property(ids, (id) => {
				const client = clientTakes(id);
				expect(hubIdSchema.safeParse(id).success, "records' schema").toBe(client);
				expect(keepIds([id], 1).length === 1, "refresh script").toBe(client);
				expect(HUB_ID_REGEXP.test(id), "exported pattern").toBe(client);
			}),
			{ numRuns: 3000 },
		);
	});

	it("refuses what the old copies took and takes what they refused", () => {
		for (const id of ["acme/..", `acme/${"x".repeat(600)}`, "a//b", "acme/name/"])
			expect(hubIdSchema.safeParse(id).success, id).toBe(false);
		for (const id of ["gpt2", "acme/name-", "acme/.hidden"])
			expect(hubIdSchema.safeParse(id).success, id).toBe(true);
	});
});
