export declare const SNIPPET_CHOICE_KEY: string;
export declare const LOCAL_CHOICE_KEY: string;
export declare const NEAR_VIEW_MARGIN: string;
export declare const HYDRATED_ON_REACH: ReadonlySet<string>;
export declare function hydratesNearView(name: string): boolean;
export declare function hydratesOnLoad(
	islands: Iterable<string>,
	address: { search: string; hash: string },
	isStored?: (key: string) => boolean,
): boolean;
