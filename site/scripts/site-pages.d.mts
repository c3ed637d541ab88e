export declare function sitePages(): Promise<{ paths: string[]; notFound: string; origin: string }>;
export declare function sitemapSite(): Promise<{ paths: string[]; origin: string }>;
