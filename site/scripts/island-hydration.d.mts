export declare const HYDRATED_ON_REACH: ReadonlySet<string>;
export declare function hydratesOnLoad(
	islands: Iterable<string>,
	address: { search: string; hash: string },
): boolean;
