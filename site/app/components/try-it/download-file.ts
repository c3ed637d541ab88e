/**
 * The media type of every file the panel offers. An answer is the server's, not this site's: as a
 * same-origin `blob:` address with its own type, an HTML answer would open as a page of this site
 * and run its script here. As `application/octet-stream` the browser can only save it.
 */
export const DOWNLOAD_TYPE = "application/octet-stream";

/** The same bytes, typed so that the browser saves them and never opens them as a page. */
export const asDownload = (content: Blob | string): Blob => new Blob([content], { type: DOWNLOAD_TYPE });

/** How long a saved file's address stays valid: the browser reads it after the click returns. */
const RELEASE_AFTER_MS = 60_000;

/** Saves `content` as the file `name`, without leaving it on the page. */
export function saveFile(content: Blob | string, name: string): void {
	const url = URL.createObjectURL(asDownload(content));
	const link = document.createElement("a");
	link.href = url;
	link.download = name;
	link.click();
	setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
