import type { ReactNode } from "react";
import { countText } from "./answer-limits.js";
import { saveFile } from "./download-file.js";

/**
 * What the page leaves out of a long answer, and the whole answer as a file. `content` is read
 * only when the reader asks for it.
 */
export function ShownPart({
	shown,
	total,
	unit,
	name,
	content,
	children,
}: {
	shown: number;
	total: ReactNode;
	unit: string;
	name: string;
	content: () => string;
	children?: ReactNode;
}) {
	return (
		<p className="try-it-note try-it-shown">
			Showing the first {countText(shown)} of {total} {unit}.{children}{" "}
			<button type="button" className="try-it-button" onClick={() => saveFile(content(), name)}>
				Download the whole answer
			</button>
		</p>
	);
}
