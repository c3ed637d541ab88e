import { siteOrigin } from "./lib/seo-origin.js";

/** The one place that says where the site's links point. */
export const SITE_CONFIG = {
	name: "Hubkit",
	/** Source repository of this site; "Update on GitHub" links point into it. */
	repoUrl: "https://github.com/hubkit-dev/hubkit",
	branch: "main",
	/** The model hub that model, dataset and space ids link to. */
	hubUrl: "https://huggingface.co",
} as const;

/** Where a reader makes a hub token that can call Inference Providers: the client's own link, so the two agree. */
export { INFERENCE_TOKEN_URL } from "@hubkit/inference";

export const sourceUrl = (pathInRepo: string): string =>
	`${SITE_CONFIG.repoUrl}/blob/${SITE_CONFIG.branch}/${pathInRepo}`;

export type HubRepoKind = "model" | "dataset" | "space";

const HUB_PREFIX: Record<HubRepoKind, string> = { model: "", dataset: "datasets/", space: "spaces/" };

export const hubUrl = (kind: HubRepoKind, id: string): string =>
	`${SITE_CONFIG.hubUrl}/${HUB_PREFIX[kind]}${id}`;

/**
 * Where the site is published: canonical links, the sitemap and the social cards name it. Set
 * `SITE_URL` when building for another host (a preview, a fork); `process` is absent in browsers.
 */
export const SITE_URL = siteOrigin(
	(typeof process === "undefined" ? undefined : process.env.SITE_URL) || "https://hubkit.dev",
);
