import type { Locale } from "../locale/strings.js";

/**
 * The words of the page navigation that also appear on the Hebrew page. The landmark's name is in
 * the page's language, so a screen reader reads it with the page's voice, and it matches the
 * visible label word for word.
 */
export const NAVIGATION_STRINGS: Record<Locale, { onThisPage: string }> = {
	en: { onThisPage: "On this page" },
	he: { onThisPage: "בעמוד הזה" },
};
