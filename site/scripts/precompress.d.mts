export declare const MIN_COMPRESS_BYTES: number;
export declare function precompress(
	root: string,
): Promise<{ file: string; bytes: number; written: { br?: number; gzip?: number } }[]>;
