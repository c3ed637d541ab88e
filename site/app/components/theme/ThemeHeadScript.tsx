import { THEME_HEAD_SCRIPT } from "./theme-scripts.js";

/** The color-scheme tag and the script that applies the stored theme; both belong in `<head>`. */
export function ThemeHeadScript() {
	return (
		<>
			<meta name="color-scheme" content="light dark" />
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, with no input. */}
			<script dangerouslySetInnerHTML={{ __html: THEME_HEAD_SCRIPT }} />
		</>
	);
}
