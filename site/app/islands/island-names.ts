/**
 * The names pages give their islands, in a module that imports no component: a component that
 * renders an island inside itself can name it without importing the registry that imports it.
 * The registry must hold exactly these names (it is checked against this type).
 */
export type IslandName =
	| "copy-button"
	| "copy-page"
	| "video-facade"
	| "framework-param"
	| "snippet-tabs"
	| "run-locally"
	| "spec-calls"
	| "local-generator"
	| "snippet-generator"
	| "try-it"
	| "compare-providers";
