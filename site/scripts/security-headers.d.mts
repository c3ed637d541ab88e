export declare const VIDEO_FRAME_ORIGIN: string;
export declare function scriptHash(text: string): string;
export declare function contentSecurityPolicy(scriptHashes?: string[]): string;
export declare function securityHeaders(scriptHashes?: string[]): Record<string, string>;
