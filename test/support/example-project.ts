import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { transform } from "esbuild";
import { NODE_FLAGS, type RunResult, run } from "./run.js";

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * A throwaway project where documentation examples run as a reader would run them: they import the
 * packages by name (the repository's builds), read `HF_TOKEN` from the environment, and every call
 * to the real hosts reaches an emulator instead (as a DNS override would).
 */
export interface ExampleProject {
	emulator: Emulator;
	workdir: string;
	/** The environment an example runs in: the token and the host variables a reader would set. */
	environment(): NodeJS.ProcessEnv;
	/** Runs a js or ts module with Node, its fetches to the real hosts redirected to the emulator. */
	runModule(name: string, code: string, language: "js" | "ts"): Promise<RunResult>;
	/**
	 * Runs js or ts modules one after another in one Node process (each as `node <file>` would, with
	 * the same redirects), for many small examples: what each printed, and the error it ended in.
	 */
	runModules(modules: Map<string, string>): Promise<Map<string, ModuleRun>>;
	/** Runs a shell script, its URLs of the real hosts pointed at the emulator. */
	runShell(script: string): Promise<RunResult>;
	/** `tsc` over the given TypeScript sources (name to code) in one strict NodeNext program. */
	typecheck(sources: Map<string, string>): Promise<RunResult>;
	close(): Promise<void>;
}

/** What one module did in {@link ExampleProject.runModules}. */
export interface ModuleRun {
	/** The error (its stack) the module ended in, if it failed. */
	error?: string;
	stdout: string;
	stderr: string;
}

const toJavaScript = async (code: string) =>
	(await transform(code, { loader: "ts", format: "esm", target: "node20" })).code;

export async function startExampleProject(prefix: string, token: string): Promise<ExampleProject> {
	const emulator = await startEmulator({ pollSteps: 0 });
	const workdir = mkdtempSync(join(tmpdir(), prefix));
	symlinkSync(join(ROOT, "node_modules"), join(workdir, "node_modules"), "dir");
	writeFileSync(join(workdir, "package.json"), JSON.stringify({ private: true, type: "module" }));

	const redirects = () => [
		["https://router.huggingface.co", emulator.url],
		["https://huggingface.co", emulator.url],
	];
	const environment = (): NodeJS.ProcessEnv => ({
		PATH: process.env.PATH ?? "",
		HOME: process.env.HOME ?? workdir,
		HF_TOKEN: token,
		HF_ROUTER_URL: emulator.url,
		HF_ENDPOINT: emulator.url,
		HUBKIT_REDIRECTS: JSON.stringify(redirects()),
	});

	return {
		emulator,
		workdir,
		environment,
		async runModule(name, code, language) {
			const source =
				language === "ts"
					? (await transform(code, { loader: "ts", format: "esm", target: "node20" })).code
					: code;
			const file = join(workdir, `${name}.mjs`);
			writeFileSync(file, source);
			return run(process.execPath, [...NODE_FLAGS, "--import", "@hubkit/emulator/redirect-hosts", file], {
				cwd: workdir,
				env: environment(),
			});
		},
		async runModules(modules) {
			const list: Array<[string, string]> = [];
			for (const [name, code] of modules) {
				const file = join(workdir, `${name}.mjs`);
				writeFileSync(file, await toJavaScript(code));
				list.push([name, file]);
			}
			const listFile = join(workdir, "modules.json");
			const resultsFile = join(workdir, "module-runs.json");
			writeFileSync(listFile, JSON.stringify(list));
			const runner = join(import.meta.dirname, "run-modules.mjs");
			const result = await run(
				process.execPath,
				[...NODE_FLAGS, "--import", "@hubkit/emulator/redirect-hosts", runner, listFile, resultsFile],
				{ cwd: workdir, env: environment(), timeoutMs: 300_000 },
			);
			if (result.code !== 0) throw new Error(`the module runner failed:\n${result.stdout}${result.stderr}`);
			const runs = JSON.parse(readFileSync(resultsFile, "utf8")) as Record<string, ModuleRun>;
			return new Map(Object.entries(runs));
		},
		runShell(script) {
			let pointed = script;
			for (const [from, to] of redirects()) pointed = pointed.replaceAll(from ?? "", to ?? "");
			return run("bash", ["-e", "-o", "pipefail", "-c", pointed], { cwd: workdir, env: environment() });
		},
		typecheck(sources) {
			for (const [name, code] of sources) writeFileSync(join(workdir, name), code);
			writeFileSync(
				join(workdir, "tsconfig.json"),
				JSON.stringify({
					compilerOptions: {
						module: "nodenext",
						target: "es2022",
						types: ["node"],
						strict: true,
						noUncheckedIndexedAccess: true,
						exactOptionalPropertyTypes: true,
						moduleDetection: "force",
						skipLibCheck: true,
						noEmit: true,
					},
					files: [...sources.keys()],
				}),
			);
			return run(join(ROOT, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: workdir });
		},
		async close() {
			await emulator.close();
			rmSync(workdir, { recursive: true, force: true });
		},
	};
}
