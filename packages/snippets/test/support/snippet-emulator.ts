import { type Emulator, type EmulatorOptions, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll } from "vitest";
import { cleanRuns, type SampleFiles } from "./run-snippet.js";
import { loadSamples } from "./same-request.js";

/** What the tests of a file or block run snippets against: the emulator and the sample files. */
export interface SnippetEmulator {
	emulator: Emulator;
	samples: SampleFiles;
}

/**
 * An emulator for the enclosing file or `describe` block, with the sample files snippets read:
 * started before its tests (a job finishes after one "still running" answer), closed after them,
 * and the snippets' run folders removed.
 */
export function snippetEmulator(options: EmulatorOptions = { pollSteps: 1 }): SnippetEmulator {
	const setup = {} as SnippetEmulator;
	beforeAll(async () => {
		setup.emulator = await startEmulator(options);
		setup.samples = await loadSamples(setup.emulator);
	});
	afterAll(async () => {
		await setup.emulator.close();
		cleanRuns();
	});
	return setup;
}
