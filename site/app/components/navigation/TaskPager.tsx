import type { NavTask } from "./task-navigation.js";

/**
 * Links to the tasks before and after this one in the catalogue. Each link's name says where it goes,
 * "Previous: Translation", as one label: Chromium reads a hidden colon in its own span as a word.
 * `page-navigation` keeps it out of the page's Markdown and the search index (scripts/search-index.mjs).
 */
export function TaskPager({ previous, next }: { previous?: NavTask; next?: NavTask }) {
	if (!previous && !next) return null;
	return (
		<nav aria-label="Previous and next task" className="pager page-navigation">
			{previous && <PagerLink task={previous} direction="Previous" rel="prev" />}
			{next && <PagerLink task={next} direction="Next" rel="next" />}
		</nav>
	);
}

function PagerLink({ task, direction, rel }: { task: NavTask; direction: string; rel: string }) {
	return (
		<a
			href={`/tasks/${task.id}`}
			rel={rel}
			className={`pager-${rel}`}
			aria-label={`${direction}: ${task.name}`}
		>
			{/* The space keeps the visible words apart for tools that compare them with the label. */}
			<span className="pager-direction">{direction}</span> <span className="pager-title">{task.name}</span>
		</a>
	);
}
