// @vitest-environment node
import { MODALITY_LABELS, PIPELINE_DATA, PIPELINE_TYPES, TASKS_DATA } from "@hubkit/tasks";
import fc from "fast-check";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
	absoluteUrl,
	DESCRIPTION_MAX,
	DESCRIPTION_MIN,
	describeFrom,
	noIndexMeta,
	pageMeta,
	SOCIAL_CARD,
} from "../app/lib/seo.js";
import { siteOrigin } from "../app/lib/seo-origin.js";
import { taskDescription } from "../app/lib/seo-task.js";
import { meta as homeMeta } from "../app/routes/home.js";
import { meta as notFoundMeta } from "../app/routes/not-found.js";
import { meta as tasksMeta } from "../app/routes/tasks.js";
import { SITE_URL } from "../app/site-config.js";

const property = (tags: MetaDescriptor[], name: string) =>
	tags
		.filter((tag) => "property" in tag && tag.property === name)
		.map((tag) => (tag as { content: string }).content);
const named = (tags: MetaDescriptor[], name: string) =>
	tags.filter((tag) => "name" in tag && tag.name === name).map((tag) => (tag as { content: string }).content);
const canonicals = (tags: MetaDescriptor[]) =>
	tags.filter((tag) => "rel" in tag && tag.rel === "canonical").map((tag) => (tag as { href: string }).href);

describe("siteOrigin", () => {
	it("keeps an http(s) origin and drops a lone trailing slash", () => {
		expect(siteOrigin("https://docs.example.org/")).toBe("https://docs.example.org");
		expect(siteOrigin("http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080");
	});

	it("refuses what would make every canonical link wrong", () => {
		for (const bad of [
			"hubkit.dev",
			"javascript:alert(1)",
			"ftp://example.org",
			"https://example.org/docs",
			"https://example.org/?a=1",
			"https://example.org/#top",
			"https://user:pw@example.org",
		]) {
			expect(() => siteOrigin(bad), bad).toThrow(/SITE_URL/);
		}
	});
});

describe("SITE_URL", () => {
	it("is read from the environment at build time, so a preview build links to itself", async () => {
		vi.stubEnv("SITE_URL", "https://preview.example.org/");
		vi.resetModules();
		try {
			const seo = await import("../app/lib/seo.js");
			const tags = seo.pageMeta({ title: "T", description: "D", path: "/tasks" });
			expect(canonicals(tags)).toEqual(["https://preview.example.org/tasks"]);
			expect(property(tags, "og:image")).toEqual(["https://preview.example.org/social-card.png"]);
		} finally {
			vi.unstubAllEnvs();
			vi.resetModules();
		}
	});

	it("stops the build when it is not an origin", async () => {
		vi.stubEnv("SITE_URL", "https://example.org/docs");
		vi.resetModules();
		try {
			await expect(import("../app/site-config.js")).rejects.toThrow(/SITE_URL must be an origin/);
		} finally {
			vi.unstubAllEnvs();
			vi.resetModules();
		}
	});
});

describe("pageMeta", () => {
	const tags = pageMeta({
		title: "Demo · Hubkit",
		description: "A page about a demo.",
		path: "/tasks/demo/",
	});

	it("gives one canonical link, absolute on the site's origin, without a trailing slash", () => {
		expect(canonicals(tags)).toEqual([`${SITE_URL}/tasks/demo`]);
		expect(property(tags, "og:url")).toEqual([`${SITE_URL}/tasks/demo`]);
		expect(absoluteUrl("/")).toBe(`${SITE_URL}/`);
	});

	it("describes the page and its card to Open Graph and Twitter", () => {
		expect(named(tags, "description")).toEqual(["A page about a demo."]);
		expect(property(tags, "og:title")).toEqual(["Demo · Hubkit"]);
		expect(property(tags, "og:description")).toEqual(["A page about a demo."]);
		expect(property(tags, "og:type")).toEqual(["article"]);
		expect(property(tags, "og:image")).toEqual([`${SITE_URL}${SOCIAL_CARD.path}`]);
		expect(property(tags, "og:image:width")).toEqual(["1200"]);
		expect(property(tags, "og:image:height")).toEqual(["630"]);
		expect(property(tags, "og:image:alt")[0]?.length).toBeGreaterThan(20);
		expect(named(tags, "twitter:card")).toEqual(["summary_large_image"]);
		expect(named(tags, "twitter:image")).toEqual([`${SITE_URL}${SOCIAL_CARD.path}`]);
	});

	it("says the page's locale", () => {
		const hebrew = pageMeta({
			title: "מבוא",
			description: "תיאור",
			path: "/course/he/chapter0/1",
			locale: "he_IL",
		});
		expect(property(hebrew, "og:locale")).toEqual(["he_IL"]);
		expect(property(tags, "og:locale")).toEqual(["en_US"]);
	});

	it("keeps the page for unknown addresses out of search engines", () => {
		expect(named(noIndexMeta("Gone", "Nothing here."), "robots")).toEqual(["noindex"]);
		expect(canonicals(noIndexMeta("Gone", "Nothing here."))).toEqual([]);
	});
});

describe("the routes' meta", () => {
	// The meta functions read only the location; the rest of their arguments is the router's.
	const at = <T>(pathname: string) => ({ location: { pathname } }) as T;

	it("gives the home page and the catalogue their canonical address and a description", () => {
		for (const [tags, path] of [
			[homeMeta(at("/")), "/"],
			[tasksMeta(at("/tasks")), "/tasks"],
		] as const) {
			expect(canonicals(tags)).toEqual([absoluteUrl(path)]);
			const [description] = named(tags, "description");
			expect(description?.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
			expect(description?.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
		}
	});

	it("marks the 404 page noindex", () => {
		expect(named(notFoundMeta(), "robots")).toEqual(["noindex"]);
	});
});

describe("describeFrom", () => {
	it("takes the first sentence of a summary", () => {
		expect(
			describeFrom(
				"Translation models take text written in one language and write it in another. They are used a lot.",
			),
		).toBe("Translation models take text written in one language and write it in another.");
	});

	it("adds the next sentence while the first is too short to stand alone", () => {
		expect(describeFrom("Robots move. They take camera images and joint positions as input.")).toBe(
			"Robots move. They take camera images and joint positions as input.",
		);
	});

	it("cuts a long opening at a word, with an ellipsis, within the limit", () => {
		const long = `${"word ".repeat(100)}end.`;
		const description = describeFrom(long);
		expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
		expect(description.endsWith("word…")).toBe(true);
	});

	it("never exceeds the limit and keeps only text of the summary", () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 800 }), (text) => {
				const description = describeFrom(text);
				expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
				const flat = text.replace(/\s+/g, " ").trim();
				expect(flat.startsWith(description.replace(/…$/, ""))).toBe(true);
			}),
		);
	});
});

describe("task page descriptions", () => {
	it("every task page has a description of sensible length, from its summary when it has one", () => {
		for (const id of PIPELINE_TYPES) {
			const task = TASKS_DATA[id];
			const canonicalId = task.canonicalId;
			const description = taskDescription({
				task,
				modalityLabel: MODALITY_LABELS[PIPELINE_DATA[id].modality],
				canonical: canonicalId ? { name: PIPELINE_DATA[canonicalId].name } : undefined,
			});
			expect(description.length, id).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
			expect(description.length, id).toBeLessThanOrEqual(DESCRIPTION_MAX);
			if (task.summary.trim()) expect(task.summary.startsWith(description.replace(/…$/, "")), id).toBe(true);
			else expect(description, id).toContain(task.label);
		}
	});
});
