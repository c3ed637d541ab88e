export declare function sitemapUrls(paths: readonly string[], origin: string): string[];
export declare function sitemapXml(urls: string[]): string;
export declare function robotsTxt(origin: string): string;
export declare function writeSitemap(
	root: string,
	site: { paths: readonly string[]; origin: string },
): Promise<{ origin: string; urls: string[] }>;
