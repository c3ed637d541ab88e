import type { ShikiLang } from "./generator-tabs.js";

/** Highlights code as a `<pre>` element in HTML, at once. */
export type Highlight = (code: string, lang: ShikiLang) => string;

/**
 * The browser's highlighter, for the generator page only, once the reader has changed the default
 * view (which the build highlighted): Shiki's core with the JavaScript regex engine (no
 * WebAssembly), just the three languages of the snippets and the site's two themes, light by
 * default with the dark colours as `--shiki-dark` variables for the dark theme's CSS. Once loaded
 * it works synchronously, so new code is shown highlighted in the same render.
 */
export async function loadHighlighter(): Promise<Highlight> {
	const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, python, javascript, bash, light, dark] =
		await Promise.all([
			import("shiki/core"),
			import("shiki/engine/javascript"),
			import("@shikijs/langs/python"),
			import("@shikijs/langs/javascript"),
			import("@shikijs/langs/bash"),
			import("@shikijs/themes/github-light-high-contrast"),
			import("@shikijs/themes/github-dark-high-contrast"),
		]);
	const shiki = await createHighlighterCore({
		themes: [light.default, dark.default],
		langs: [python.default, javascript.default, bash.default],
		engine: createJavaScriptRegexEngine(),
	});
	return (code, lang) =>
		shiki.codeToHtml(code, {
			lang,
			themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
			defaultColor: "light",
		});
}
