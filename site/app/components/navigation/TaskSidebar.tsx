import SIDEBAR_SCRIPT from "../../browser/task-sidebar.ts?inline-script";
import type { NavGroup } from "./task-navigation.js";

/**
 * Every task, grouped by modality, the current one marked. A native disclosure, so it opens and
 * closes without JavaScript on small screens; on wide screens navigation.css and its inline script
 * (browser/task-sidebar.ts) keep it open, and the script brings the current task into view.
 * `page-navigation` keeps it out of the page's Markdown and the search index (scripts/search-index.mjs).
 */
export function TaskSidebar({ groups, current }: { groups: readonly NavGroup[]; current: string }) {
	return (
		<nav aria-label="Tasks" className="task-sidebar page-navigation">
			<details className="nav-disclosure">
				<summary>Tasks</summary>
				<ul className="task-sidebar-groups">
					{groups.map((group) => (
						<li key={group.modality} data-modality={group.modality}>
							<span className="task-sidebar-group">{group.label}</span>
							<ul>
								{group.tasks.map((task) => (
									<li key={task.id}>
										<a href={`/tasks/${task.id}`} aria-current={task.id === current ? "page" : undefined}>
											{task.name}
										</a>
									</li>
								))}
							</ul>
						</li>
					))}
				</ul>
			</details>
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, with no input. */}
			<script dangerouslySetInnerHTML={{ __html: SIDEBAR_SCRIPT }} />
		</nav>
	);
}
