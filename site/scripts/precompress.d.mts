export declare const MIN_COMPRESS_BYTES: number;
export declare function precompress(
	root: string,
	options?: { cacheDir?: string },
): Promise<{ file: string; bytes: number; written: { br?: number; gzip?: number } }[]>;
