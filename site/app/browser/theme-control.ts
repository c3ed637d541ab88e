import { colorSchemeMeta, isFixedTheme, THEME_STORAGE_KEY } from "./theme-storage.js";

/**
 * The header's Theme control's script, right after the control: shows it (it stays hidden without
 * JavaScript, where it could do nothing), sets it to the stored choice, applies and stores changes,
 * and follows changes made in other tabs. Plain script, so pages without islands load no React.
 */
const box = document.currentScript?.previousElementSibling as HTMLElement | null;
const select = box?.querySelector("select");
if (box && select) {
	const root = document.documentElement;
	const meta = colorSchemeMeta();
	const apply = (theme: string | null) => {
		const fixed = isFixedTheme(theme);
		if (fixed) root.dataset.theme = theme;
		else delete root.dataset.theme;
		if (meta) meta.content = fixed ? theme : "light dark";
		select.value = fixed ? theme : "system";
	};
	try {
		apply(localStorage.getItem(THEME_STORAGE_KEY));
	} catch {
		apply(null);
	}
	select.addEventListener("change", () => {
		apply(select.value);
		try {
			if (select.value === "system") localStorage.removeItem(THEME_STORAGE_KEY);
			else localStorage.setItem(THEME_STORAGE_KEY, select.value);
		} catch {}
	});
	addEventListener("storage", (event) => {
		if (event.key === THEME_STORAGE_KEY || event.key === null) apply(event.newValue);
	});
	box.hidden = false;
}
