/**
 * The theme choice is kept in the browser's local storage under this key: "light" or "dark"; no
 * entry means "follow the system". The root element carries the same word as `data-theme`.
 */
export const THEME_STORAGE_KEY = "theme";

export type FixedTheme = "light" | "dark";

export const isFixedTheme = (value: unknown): value is FixedTheme => value === "light" || value === "dark";

/** The color-scheme tag that ThemeHeadScript writes, which the scripts narrow to the chosen theme. */
export const colorSchemeMeta = () => document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
