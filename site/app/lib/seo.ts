import type { MetaDescriptor } from "react-router";
import { SITE_CONFIG, SITE_URL } from "../site-config.js";

/** The one social card every page shares (drawn by scripts/social-card.mjs). */
export const SOCIAL_CARD = {
	path: "/social-card.png",
	width: 1200,
	height: 630,
	alt: "Hubkit: find a model for your task, and call it in a minute. Task reference, inference client, snippets, course.",
} as const;

/** Search engines cut descriptions near 160 characters; past this one they are rewritten. */
export const DESCRIPTION_MAX = 300;
/** Shorter than this, a description says too little to be shown as the page's snippet. */
export const DESCRIPTION_MIN = 50;

export interface PageSeo {
	title: string;
	description: string;
	/** The page's path (`location.pathname`); its canonical address is built from `SITE_URL`. */
	path: string;
	/** `article` for a page about one thing (a task, a guide), `website` for the rest. */
	type?: "website" | "article";
	locale?: "en_US" | "he_IL";
}

/** The address a path has on the published site, without a trailing slash (as the pages link). */
export function absoluteUrl(path: string): string {
	const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
	return new URL(trimmed || "/", SITE_URL).href;
}

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function pageMeta({
	title,
	description,
	path,
	type = "article",
	locale = "en_US",
}: PageSeo): MetaDescriptor[] {
	const url = absoluteUrl(path);
	const image = absoluteUrl(SOCIAL_CARD.path);
	return [
		{ title },
		{ name: "description", content: description },
		{ tagName: "link", rel: "canonical", href: url },
		{ property: "og:site_name", content: SITE_CONFIG.name },
		{ property: "og:title", content: title },
		{ property: "og:description", content: description },
		{ property: "og:url", content: url },
		{ property: "og:type", content: type },
		{ property: "og:locale", content: locale },
		{ property: "og:image", content: image },
		{ property: "og:image:type", content: "image/png" },
		{ property: "og:image:width", content: String(SOCIAL_CARD.width) },
		{ property: "og:image:height", content: String(SOCIAL_CARD.height) },
		{ property: "og:image:alt", content: SOCIAL_CARD.alt },
		{ name: "twitter:card", content: "summary_large_image" },
		{ name: "twitter:title", content: title },
		{ name: "twitter:description", content: description },
		{ name: "twitter:image", content: image },
		{ name: "twitter:image:alt", content: SOCIAL_CARD.alt },
	];
}

/** For pages that must not be indexed (the page shown for unknown addresses). */
export const noIndexMeta = (title: string, description: string): MetaDescriptor[] => [
	{ title },
	{ name: "description", content: description },
	{ name: "robots", content: "noindex" },
];

const SENTENCES = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * A description from running text: its first sentence, and the next ones while that is too short
 * to stand alone, cut at a word (with an ellipsis) if it grows past the limit.
 */
export function describeFrom(text: string): string {
	let description = "";
	for (const { segment } of SENTENCES.segment(text.replace(/\s+/g, " ").trim())) {
		if (description.length >= DESCRIPTION_MIN) break;
		description += segment;
	}
	description = description.trim();
	if (description.length <= DESCRIPTION_MAX) return description;
	const cut = description.slice(0, DESCRIPTION_MAX - 1);
	return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:]+$/, "")}…`;
}
