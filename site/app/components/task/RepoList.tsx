import type { ExampleRepo } from "@hubkit/tasks";
import type { ReactNode } from "react";
import { type HubRepoKind, hubUrl } from "../../site-config.js";
import { Heading } from "../heading/Heading.js";

export interface RepoListProps {
	title: string;
	kind: HubRepoKind;
	repos: ExampleRepo[];
	/** A line under a repository's reason (a model's providers, say), or nothing. */
	note?: (repo: ExampleRepo) => ReactNode;
}

/** Models, datasets or spaces on the hub, each a link with the reason it is listed. */
export function RepoList({ title, kind, repos, note }: RepoListProps) {
	if (repos.length === 0) return null;
	return (
		<section>
			<Heading level={2}>{title}</Heading>
			<ul className="repo-list">
				{repos.map((repo) => (
					<li key={repo.id}>
						<a href={hubUrl(kind, repo.id)} className="repo-id">
							{repo.id}
						</a>
						<p>{repo.description}</p>
						{note?.(repo)}
					</li>
				))}
			</ul>
		</section>
	);
}
