import { useContext } from "react";
import ON_THIS_PAGE_SCRIPT from "../../browser/on-this-page.ts?inline-script";
import { LocaleContext } from "../locale/locale-context.js";
import { NAVIGATION_STRINGS } from "./navigation-strings.js";
import type { OutlineItem } from "./outline.js";
import { outlineTree } from "./outline-tree.js";

/**
 * The page's sections as links to their headings. A disclosure on narrow screens; beside the content,
 * always open, on wide ones (navigation.css). The entry of the section in view is marked
 * `aria-current="true"` by a few hundred bytes of inline script (browser/on-this-page.ts), so no page loads React for it.
 * `page-navigation` keeps it out of the page's Markdown and the search index (scripts/search-index.mjs).
 */
export function OnThisPage({ items }: { items: readonly { id: string; text: string; level?: 2 | 3 }[] }) {
	const label = NAVIGATION_STRINGS[useContext(LocaleContext)].onThisPage;
	if (items.length === 0) return null;
	return (
		<nav aria-label={label} className="on-this-page page-navigation">
			<details className="nav-disclosure">
				<summary>{label}</summary>
				<ul>
					{outlineTree(items).map(({ item, children }) => (
						<li key={item.id}>
							<EntryLink item={item} />
							{children.length > 0 && (
								<ul>
									{children.map((child) => (
										<li key={child.id}>
											<EntryLink item={child} />
										</li>
									))}
								</ul>
							)}
						</li>
					))}
				</ul>
			</details>
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, with no input. */}
			<script dangerouslySetInnerHTML={{ __html: ON_THIS_PAGE_SCRIPT }} />
		</nav>
	);
}

function EntryLink({ item }: { item: OutlineItem }) {
	return <a href={`#${item.id}`}>{item.text}</a>;
}
