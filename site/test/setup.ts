import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each test starts from an empty page and empty storage, whichever file ran before it in the worker
// (files that run in Node, without a page, have no storage).
afterEach(() => {
	cleanup();
	globalThis.localStorage?.clear();
	globalThis.sessionStorage?.clear();
});
