export declare const INLINE_SCRIPTS_MANIFEST: string;
export declare function manifestFor(root: string): string;
export declare function readInlineScriptHashes(manifest?: string): Promise<Record<string, string>>;
