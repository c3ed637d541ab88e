import { Link } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { catalogueData, type TaskCardData } from "../lib/catalogue-data.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/tasks";

export const loader = () => catalogueData();

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "Tasks · Hubkit",
		description: "Every machine-learning task on the hub, grouped by the kind of data it works on.",
		path: location.pathname,
		type: "website",
	});

export default function TasksPage({ loaderData }: Route.ComponentProps) {
	return (
		<div className="page tasks-page">
			<Heading level={1}>Tasks</Heading>
			<p className="lead">
				Pick what you want a model to do. Each page explains the task, shows an example of what goes in and
				what comes out, and lists models, datasets and libraries to start with.
			</p>
			<ul className="color-legend" aria-label="What the colors mean">
				{loaderData.legend.map(({ color, meaning }) => (
					<li key={color} className={`task-color-${color}`}>
						<span className="color-dot" aria-hidden="true" />
						{meaning}
					</li>
				))}
			</ul>
			{loaderData.groups.map((group) => (
				<section key={group.modality} className="modality-group" data-modality={group.modality}>
					<Heading level={2} id={`group-${group.modality}`}>
						{group.label}
					</Heading>
					{group.main.length > 0 && <TaskGrid cards={group.main} />}
					{group.secondary.length > 0 && (
						<div className="secondary-tasks">
							<p className="secondary-title">Less common, or not documented yet</p>
							<TaskGrid cards={group.secondary} secondary />
						</div>
					)}
				</section>
			))}
		</div>
	);
}

function TaskGrid({ cards, secondary = false }: { cards: TaskCardData[]; secondary?: boolean }) {
	return (
		<ul className={`task-grid${secondary ? " task-grid-secondary" : ""}`}>
			{cards.map((task) => (
				<li key={task.id} className={`task-card task-color-${task.color}`} data-task={task.id}>
					<Link to={`/tasks/${task.id}`} prefetch="intent">
						<span className="color-dot" aria-hidden="true" />
						<span className="task-card-name">{task.name}</span>
						{/* The space keeps the link's name and text "Tabular to Text not documented yet"; the grid
						    lays the two out apart and drops it. */}
						{task.placeholder && (
							<>
								{" "}
								<span className="task-card-note">not documented yet</span>
							</>
						)}
					</Link>
				</li>
			))}
		</ul>
	);
}
