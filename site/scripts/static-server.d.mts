export declare const BUILD_DIR: string;
export declare function resolveFile(root: string, urlPath: string): string | undefined;
export declare function startStaticServer(options?: {
	root?: string;
	port?: number;
	host?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
