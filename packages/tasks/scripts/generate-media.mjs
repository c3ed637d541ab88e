/**
 * Draws and synthesises every demo image and sound listed in `src/media/demo-media.ts` into `media/`.
 *
 * Run from the repository root:  npm run media -w @hubkit/tasks
 * Needs the Debian packages:     apt-get install espeak-ng sox fonts-dejavu-core
 * (Debian's sox writes FLAC through libsox-fmt-base, which it pulls in) and the @napi-rs/canvas
 * devDependency of this workspace.
 *
 * Nothing is downloaded or copied: every picture is drawn here and every sound is spoken or
 * synthesised here, with fixed seeds, so re-running writes the same files. Pictures that show one
 * scene in several ways (street*, cat*, house*, ball-frames*, person*, mug*) are painted from one
 * shared description each, so that their geometry matches exactly.
 *
 * This script only runs the checks and the generators and reports sizes; the pictures are drawn in
 * `generators/images/` (one module per scene), the sounds in `generators/sounds.mjs`.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkAgainstManifest, checkFont, checkTools, fail, readManifest } from "./generators/checks.mjs";
import { AGENT_IMAGES } from "./generators/images/agents.mjs";
import { BALL_IMAGES } from "./generators/images/ball.mjs";
import { CAT_IMAGES } from "./generators/images/cat.mjs";
import { HOUSE_IMAGES } from "./generators/images/house.mjs";
import { MUG_IMAGES } from "./generators/images/mug.mjs";
import { PERSON_IMAGES } from "./generators/images/person.mjs";
import { PICTURE_IMAGES } from "./generators/images/pictures.mjs";
import { STREET_IMAGES } from "./generators/images/street.mjs";
import { SOUNDS } from "./generators/sounds.mjs";

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const MANIFEST_PATH = join(PACKAGE_DIR, "src/media/demo-media.ts");
const OUTPUT_DIR = join(PACKAGE_DIR, "media");
const MAX_BYTES = 200 * 1024;

/** One generator per file in DEMO_MEDIA; each writes to the path it is given. */
const GENERATORS = {
	...CAT_IMAGES,
	...STREET_IMAGES,
	...HOUSE_IMAGES,
	...PICTURE_IMAGES,
	...PERSON_IMAGES,
	...BALL_IMAGES,
	...MUG_IMAGES,
	...AGENT_IMAGES,
	...SOUNDS,
};

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
	checkTools();
	checkFont();
	const manifest = readManifest(MANIFEST_PATH);
	checkAgainstManifest(manifest, GENERATORS);
	mkdirSync(OUTPUT_DIR, { recursive: true });
	const work = mkdtempSync(join(tmpdir(), "hubkit-media-"));
	const problems = [];
	let total = 0;
	try {
		for (const { name } of manifest) {
			const outPath = join(OUTPUT_DIR, name);
			rmSync(outPath, { force: true });
			await GENERATORS[name](outPath, work);
			const size = statSync(outPath, { throwIfNoEntry: false })?.size;
			if (size === undefined) {
				problems.push(`${name} was not written`);
				continue;
			}
			total += size;
			console.log(`${name.padEnd(24)} ${kilobytes(size).padStart(9)}`);
			if (size > MAX_BYTES)
				problems.push(`${name} is ${kilobytes(size)}, over the ${kilobytes(MAX_BYTES)} limit`);
		}
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
	console.log(`${"total".padEnd(24)} ${kilobytes(total).padStart(9)}`);
	if (problems.length > 0) fail(problems.join("\n  "));
}

await main();
