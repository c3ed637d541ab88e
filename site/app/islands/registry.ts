import { type ComponentType, lazy } from "react";
import { CopyButton } from "../components/code-block/CopyButton.js";
import { CopyPageButton } from "../components/copy-page/CopyPageButton.js";
import { FrameworkParam } from "../components/course/FrameworkParam.js";
import { RunLocally } from "../components/run-locally/RunLocally.js";
import { SnippetTabs } from "../components/snippets/SnippetTabs.js";
import { SpecCalls } from "../components/spec-table/SpecCalls.js";
import { VideoFacade } from "../components/video/VideoFacade.js";
import type { IslandName } from "./island-names.js";

/**
 * The interactive pieces of the site. Pages are static HTML; only these parts are hydrated in the
 * browser, each on its own, so a page ships React and a few kilobytes instead of a whole router.
 */
export const ISLANDS = {
	"copy-button": CopyButton,
	"copy-page": CopyPageButton,
	"video-facade": VideoFacade,
	"framework-param": FrameworkParam,
	"snippet-tabs": SnippetTabs,
	"run-locally": RunLocally,
	"spec-calls": SpecCalls,
	// Loaded only on the page that has it: it carries the snippet generator and a highlighter.
	"snippet-generator": lazy(() => import("../components/snippets/SnippetGenerator.js")),
	// The snippet generator's page only, like the generator.
	"local-generator": lazy(() => import("../components/run-locally/LocalGenerator.js")),
	// Task pages only; it hydrates as static text and fetches the panel and the client when near view.
	"try-it": lazy(() => import("../components/try-it/TryIt.js")),
	// Chat pages only; the client it reads the router with loads when the reader asks.
	"compare-providers": lazy(() => import("../components/compare-providers/CompareProviders.js")),
} satisfies Record<IslandName, ComponentType<never>>;
