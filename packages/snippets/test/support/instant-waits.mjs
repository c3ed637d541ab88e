// Loaded into the Node processes that run snippets (the fetch runner, and `--import` for the others):
// the waits between a job's status checks end at once. A snippet waits its polling pace as written
// (0.5 to 5 s) and our client waits its provider's pace; the emulator answers "still running" a set
// number of times whatever the clock says, so the waiting proves nothing and made the executed-jobs
// tests most of their run. Only timers the snippet's own code sets and our client's waits between
// checks are shortened: every other one (the client's time limits, fetch's own) keeps its delay,
// and the snippets themselves are run as written.

/** A snippet's own file, as its stack frames name it (the runs folder holds one per snippet). */
const SNIPPET_FRAME = /\/\.runs\/run-[^/]+\/snippet\.mjs:\d+:\d+\)?$/;
/** Our client's wait between two status checks (`sleep` in call-context.ts), as built. */
const CLIENT_WAIT_FRAME = /^\s+at sleep \(.*\/inference\/dist\/request\/call-context\.js:\d+:\d+\)$/;

/** Whether the timer being set is a wait between status checks: by the snippet, or by our client. */
function isPollingWait() {
	// Frames: this function, the setTimeout below, then the code that set the timer.
	const frames = (new Error().stack ?? "").split("\n").slice(3, 6);
	return SNIPPET_FRAME.test(frames[0] ?? "") || frames.some((frame) => CLIENT_WAIT_FRAME.test(frame));
}

const schedule = globalThis.setTimeout;
globalThis.setTimeout = Object.assign(
	function setTimeout(callback, delay, ...args) {
		return schedule(callback, isPollingWait() ? 0 : delay, ...args);
	},
	{ [Symbol.for("nodejs.util.promisify.custom")]: schedule[Symbol.for("nodejs.util.promisify.custom")] },
);
