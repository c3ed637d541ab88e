import { colorSchemeMeta, isFixedTheme, THEME_STORAGE_KEY } from "./theme-storage.js";

/**
 * Runs in `<head>` before the body is parsed, so the first paint is already in the stored theme.
 * It also narrows the color-scheme meta tag, so the canvas and form controls agree before the
 * stylesheet arrives. Storage can be refused (privacy modes): then the system scheme applies.
 */
try {
	const theme = localStorage.getItem(THEME_STORAGE_KEY);
	if (isFixedTheme(theme)) {
		document.documentElement.dataset.theme = theme;
		const meta = colorSchemeMeta();
		if (meta) meta.content = theme;
	}
} catch {}
