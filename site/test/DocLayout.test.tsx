// @vitest-environment node
import { Writable } from "node:stream";
import { lazy, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Heading } from "../app/components/heading/Heading.js";
import { DocLayout } from "../app/components/navigation/DocLayout.js";

/** Renders as React Router's prerender does, writing out as soon as the shell is ready (the strictest case). */
function serverRender(node: ReactNode): Promise<string> {
	return new Promise((resolve, reject) => {
		let html = "";
		const sink = new Writable({
			write(chunk, _encoding, done) {
				html += chunk;
				done();
			},
			final(done) {
				resolve(html);
				done();
			},
		});
		const stream = renderToPipeableStream(node, {
			onShellReady: () => stream.pipe(sink),
			onShellError: reject,
		});
	});
}

const SlowPart = lazy(async () => ({ default: () => <p>loaded later</p> }));

const page = (levels?: readonly (2 | 3)[]) => (
	<DocLayout levels={levels}>
		<article>
			<Heading level={1}>Guide</Heading>
			<Heading level={2}>Install</Heading>
			<SlowPart />
			<Heading level={3}>From npm</Heading>
			<Heading level={2} id="calls">
				First <code>call</code>
			</Heading>
		</article>
	</DocLayout>
);

const outlineOf = (html: string) =>
	Array.from(html.matchAll(/<nav aria-label="On this page".*?<\/nav>/gs), (match) =>
		Array.from(match[0].matchAll(/<a href="([^"]+)">(.*?)<\/a>/g), ([, href, text]) => `${href} ${text}`),
	);

describe("DocLayout", () => {
	it("writes On this page before the content, with the h2s the content renders, in the static HTML", async () => {
		const html = await serverRender(page());
		expect(outlineOf(html)).toEqual([["#install Install", "#calls First call"]]);
		expect(html.indexOf('aria-label="On this page"')).toBeLessThan(html.indexOf("<h1"));
		expect(html).not.toContain("$RC");
		expect(html).toContain("loaded later");
	});

	it("lists the levels a page asks for", async () => {
		expect(outlineOf(await serverRender(page([2, 3])))).toEqual([
			["#install Install", "#from-npm From npm", "#calls First call"],
		]);
	});

	it("leaves the list out of a page with a single section", async () => {
		const html = await serverRender(
			<DocLayout>
				<Heading level={2}>Only</Heading>
			</DocLayout>,
		);
		expect(html).not.toContain("On this page");
	});

	it("takes the list as data when a page has it", async () => {
		const html = await serverRender(
			<DocLayout items={[{ id: "a", text: "A" }]}>
				<Heading level={2}>Install</Heading>
				<Heading level={2}>Use</Heading>
			</DocLayout>,
		);
		expect(outlineOf(html)).toEqual([["#a A"]]);
	});
});
