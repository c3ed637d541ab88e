export declare function pageSignals(html: string): { canonicals: string[]; noindex: boolean };
export declare function collectSitemap(root: string): Promise<{ origin: string; urls: string[] }>;
export declare function sitemapXml(urls: string[]): string;
export declare function robotsTxt(origin: string): string;
export declare function writeSitemap(root: string): Promise<{ origin: string; urls: string[] }>;
