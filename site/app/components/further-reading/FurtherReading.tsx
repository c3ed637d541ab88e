import type { FurtherReading as Reading } from "@hubkit/tasks";
import { Heading } from "../heading/Heading.js";

export interface FurtherReadingProps {
	links: Reading[];
}

/** Guides and course chapters that teach the task, each with who publishes it. */
export function FurtherReading({ links }: FurtherReadingProps) {
	if (links.length === 0) return null;
	return (
		<section>
			<Heading level={2}>Further reading</Heading>
			<ul className="further-reading">
				{links.map((link) => (
					<li key={link.url}>
						<a href={link.url}>{link.title}</a>, <span className="reading-source">{link.source}</span>
					</li>
				))}
			</ul>
		</section>
	);
}
