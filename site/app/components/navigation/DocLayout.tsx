import { type ReactNode, use } from "react";
import { OnThisPage } from "./OnThisPage.js";
import { createOutline, type Outline, OutlineContext, type OutlineItem } from "./outline.js";

export interface DocLayoutProps {
	/** A navigation shown before the content: beside it on wide screens. */
	sidebar?: ReactNode;
	/** Heading levels listed under "On this page". */
	levels?: readonly (2 | 3)[];
	/** The list itself, for a page that has its sections as data; then nothing is collected. */
	items?: readonly OutlineItem[];
	children: ReactNode;
}

/**
 * A page with "On this page" built from the headings it renders, so no page writes its section titles
 * twice. The list comes before the content in the document (first on a phone, like the sidebar) yet
 * needs the content's headings: it waits, on the server, until the content has rendered. React's
 * server renderer goes on with the later siblings of a waiting component and writes the page out
 * only when the whole shell is done, so the list lands in place in the static HTML. Headings inside
 * a lazily loaded island would render after the list and are not collected; none of ours has any.
 */
export function DocLayout({ sidebar, levels, items, children }: DocLayoutProps) {
	const outline = createOutline(items ? [] : levels);
	return (
		<div className={sidebar ? "doc-layout has-sidebar" : "doc-layout"}>
			{sidebar}
			{items ? <OnThisPage items={items} /> : <CollectedOnThisPage outline={outline} />}
			<div className="doc-content">
				<OutlineContext.Provider value={outline}>{children}</OutlineContext.Provider>
				<OutlineEnd outline={outline} />
			</div>
		</div>
	);
}

/** Fewer than two sections make no list worth showing. */
function CollectedOnThisPage({ outline }: { outline: Outline }) {
	use(outline.done);
	return outline.items.length >= 2 ? <OnThisPage items={outline.items} /> : null;
}

function OutlineEnd({ outline }: { outline: Outline }) {
	outline.finish();
	return null;
}
