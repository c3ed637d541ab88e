import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_MEDIA } from "../src/media/demo-media.js";
import { MAX_MEDIA_BYTES } from "../src/validation/validate-tasks.js";
import { MEDIA_DIR } from "./task-data-bundle.js";

/** The first bytes every file of a format starts with: a file named .png that is not a PNG fails here. */
const SIGNATURES: Record<string, number[]> = {
	png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
	flac: [0x66, 0x4c, 0x61, 0x43],
};

describe("the demo media files", () => {
	const onDisk = readdirSync(MEDIA_DIR).sort();

	it("are exactly the files DEMO_MEDIA lists, no more and no fewer", () => {
		expect(onDisk).toEqual(Object.keys(DEMO_MEDIA).sort());
	});

	it.each(Object.keys(DEMO_MEDIA))("%s is a real file of its format, under 200 KB", (filename) => {
		const bytes = readFileSync(`${MEDIA_DIR}${filename}`);
		expect(bytes.length).toBeGreaterThan(100);
		expect(bytes.length).toBeLessThanOrEqual(MAX_MEDIA_BYTES);
		const signature = SIGNATURES[filename.split(".").pop() ?? ""];
		expect(signature, `no known signature for ${filename}`).toBeDefined();
		expect([...bytes.subarray(0, signature?.length)]).toEqual(signature);
	});
});
