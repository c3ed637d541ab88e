export interface OnThisPageItem {
	id: string;
	text: string;
	level?: 2 | 3;
}

/** The page's sections as links to their anchors; level 3 items sit under the level 2 before them. */
export function OnThisPage({ items }: { items: readonly OnThisPageItem[] }) {
	if (!items.length) return null;
	return (
		<nav aria-label="On this page" className="on-this-page">
			<p className="on-this-page-title" aria-hidden="true">
				On this page
			</p>
			<ul>
				{items.map((item) => (
					<li key={item.id} className={item.level === 3 ? "on-this-page-sub" : undefined}>
						<a href={`#${item.id}`}>{item.text}</a>
					</li>
				))}
			</ul>
		</nav>
	);
}
