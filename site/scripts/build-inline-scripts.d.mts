import type { Plugin } from "vite";

export declare function bundleInlineScript(
	entry: string,
): Promise<{ code: string; hash: string; inputs: string[] }>;
export declare function inlineScripts(options?: { manifest?: string }): Plugin;
