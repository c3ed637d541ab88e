import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cleanEnvironment, run } from "./run.js";

export const PUBLISHED = ["tasks", "inference", "snippets", "emulator", "mcp"] as const;
export type Published = (typeof PUBLISHED)[number];

export interface Tarball {
	name: string;
	filename: string;
	files: string[];
}

const npm = (args: string[], cwd: string) =>
	run("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], {
		cwd,
		env: cleanEnvironment({}),
		timeoutMs: 90_000,
	});

/** `npm pack` of each published package's current build, into `destination`. */
export async function packPackages(root: string, destination: string): Promise<Tarball[]> {
	for (const name of PUBLISHED) {
		if (!existsSync(join(root, "packages", name, "dist", "index.js"))) {
			throw new Error(`packages/${name} is not built: run \`npm run build\` first`);
		}
	}
	mkdirSync(destination, { recursive: true });
	const workspaces = PUBLISHED.flatMap((name) => ["-w", `@hubkit/${name}`]);
	const packed = await npm(["pack", ...workspaces, "--pack-destination", destination, "--json"], root);
	if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
	const answer = JSON.parse(packed.stdout) as Array<{
		name: string;
		filename: string;
		files: { path: string }[];
	}>;
	return answer.map(({ name, filename, files }) => ({
		name,
		filename,
		files: files.map((file) => file.path),
	}));
}

/**
 * A new project with the tarballs installed together, as a user would install them from the
 * registry. Their one outside dependency comes from npm's cache when it can.
 */
export async function installTarballs(directory: string, tarballs: string[]): Promise<void> {
	mkdirSync(directory, { recursive: true });
	writeFileSync(join(directory, "package.json"), JSON.stringify({ name: "fresh-project", private: true }));
	const installed = await npm(["install", "--prefer-offline", "--ignore-scripts", ...tarballs], directory);
	if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.stderr}`);
}
