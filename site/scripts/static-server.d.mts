import type { Server } from "node:http";

export declare const BUILD_DIR: string;
export declare function createStaticServer(
	root?: string,
	options?: { manifest?: string; host?: string },
): Server;
export declare function startStaticServer(options?: {
	root?: string;
	port?: number;
	host?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
