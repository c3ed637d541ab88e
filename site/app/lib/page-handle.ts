import type { Locale } from "../components/locale/strings.js";

/** What a route tells the document shell about itself. */
export interface PageHandle {
	lang?: Locale;
	dir?: "ltr" | "rtl";
}
