import THEME_HEAD_SCRIPT from "../../browser/theme-head.ts?inline-script";

/**
 * The color-scheme tag and the script that applies the stored theme (browser/theme-head.ts); both
 * belong in `<head>`, inline, so the first paint is already in the stored theme.
 */
export function ThemeHeadScript() {
	return (
		<>
			<meta name="color-scheme" content="light dark" />
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, with no input. */}
			<script dangerouslySetInnerHTML={{ __html: THEME_HEAD_SCRIPT }} />
		</>
	);
}
