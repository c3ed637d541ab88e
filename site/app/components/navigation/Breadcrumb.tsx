export interface Crumb {
	label: string;
	/** A page above this one; without it the crumb is plain text (a grouping with no page). */
	href?: string;
	/** This page itself, the trail's last crumb. */
	current?: boolean;
}

/** Where a page sits: the pages above it, in order, as one labelled list (the same on every page). */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
	return (
		<nav aria-label="Breadcrumb" className="breadcrumb">
			<ol>
				{trail.map(({ label, href, current }) => (
					<li key={label}>
						{href ? <a href={href}>{label}</a> : current ? <span aria-current="page">{label}</span> : label}
					</li>
				))}
			</ol>
		</nav>
	);
}
