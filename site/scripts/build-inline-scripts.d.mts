import type { Plugin } from "vite";

export declare const INLINE_SCRIPTS_MANIFEST: string;
export declare function bundleInlineScript(
	entry: string,
): Promise<{ code: string; hash: string; inputs: string[] }>;
export declare function readInlineScriptHashes(manifest?: string): Promise<Record<string, string>>;
export declare function inlineScripts(options?: { manifest?: string }): Plugin;
