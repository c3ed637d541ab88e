import type { ReactNode } from "react";
import { slugify } from "../../lib/slugify.js";
import { textContent } from "../../lib/text-content.js";
import { useUiStrings } from "../locale/locale-context.js";
import { useOutlineEntry } from "../navigation/outline.js";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
	level: HeadingLevel;
	/** Overrides the id derived from the text, for anchors that must not change when the text does. */
	id?: string;
	className?: string;
	children: ReactNode;
}

/**
 * A heading whose id is the anchor target, followed by a link to that anchor. The link is a sibling
 * rather than a child so the heading's own accessible text stays exactly its title.
 */
export function Heading({ level, id, className, children }: HeadingProps) {
	const strings = useUiStrings();
	const title = textContent(children).trim();
	const anchor = id ?? slugify(title);
	useOutlineEntry(level, anchor, title);
	const Tag = `h${level}` as const;
	return (
		<div className={`heading heading-${level}${className ? ` ${className}` : ""}`}>
			<Tag id={anchor}>{children}</Tag>
			<a className="heading-anchor" href={`#${anchor}`} data-markdown-ignore="">
				<span className="visually-hidden">{strings.linkToSection(title)}</span>
				<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
					<path
						fill="currentColor"
						d="M7.8 4.7 9.5 3a3 3 0 0 1 4.2 4.2l-2.4 2.4a3 3 0 0 1-4.2 0l-.6-.6 1-1 .6.6a1.6 1.6 0 0 0 2.2 0l2.4-2.4a1.6 1.6 0 0 0-2.2-2.2L8.8 5.7zm.4 6.6L6.5 13a3 3 0 0 1-4.2-4.2l2.4-2.4a3 3 0 0 1 4.2 0l.6.6-1 1-.6-.6a1.6 1.6 0 0 0-2.2 0L3.3 9.8a1.6 1.6 0 0 0 2.2 2.2l1.7-1.7z"
					/>
				</svg>
			</a>
		</div>
	);
}
