export type Locale = "en" | "he";

export interface UiStrings {
	linkToSection: (title: string) => string;
	copyToClipboard: string;
	copied: string;
	copyFailed: string;
	opensInNewTab: string;
	updateOnGitHub: string;
	output: string;
}

/** Every piece of UI text a shared component shows, per page language. */
export const UI_STRINGS: Record<Locale, UiStrings> = {
	en: {
		linkToSection: (title) => `Link to section: ${title}`,
		copyToClipboard: "Copy to clipboard",
		copied: "Copied",
		copyFailed: "Copy failed",
		opensInNewTab: "(opens in a new tab)",
		updateOnGitHub: "Update on GitHub",
		output: "Output",
	},
	he: {
		linkToSection: (title) => `קישור לסעיף: ${title}`,
		copyToClipboard: "העתקה ללוח",
		copied: "הועתק",
		copyFailed: "ההעתקה נכשלה",
		opensInNewTab: "(נפתח בכרטיסייה חדשה)",
		updateOnGitHub: "Update on GitHub",
		output: "פלט",
	},
};
