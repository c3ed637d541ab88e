import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Width and height from a PNG's header chunk, which always starts at byte 16. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
	if (!isPng || bytes.length < 24) throw new Error("not a PNG file");
	return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Sizes of the demo images a page shows, read from @hubkit/tasks' media folder at build time. */
export function demoImageSizes(
	filenames: readonly string[],
): Record<string, { width: number; height: number }> {
	return Object.fromEntries(
		filenames
			.filter((name) => name.endsWith(".png"))
			.map((name) => [name, pngSize(readFileSync(require.resolve(`@hubkit/tasks/media/${name}`)))]),
	);
}
