import type { ApiEntryView, ApiGroupView } from "../../lib/api-reference.server.js";
import { Heading } from "../heading/Heading.js";
import { ApiEntry } from "./ApiEntry.js";

function EntryIndex({ entries }: { entries: readonly ApiEntryView[] }) {
	return (
		<ul className="api-index">
			{entries.map((entry) => (
				<li key={entry.id}>
					<a href={`#${entry.id}`}>
						<code>{entry.name}</code>
					</a>
				</li>
			))}
		</ul>
	);
}

/**
 * A section of the reference: a list of its exports, then each in full. Parts of a long section (a
 * task's types) fold into a disclosure; following a link to an entry inside one opens it.
 */
export function ApiGroup({ group }: { group: ApiGroupView }) {
	return (
		<section className="api-group" aria-labelledby={group.id}>
			<Heading level={2} id={group.id}>
				{group.title}
			</Heading>
			{group.entries.length > 0 && <EntryIndex entries={group.entries} />}
			{group.subgroups.length > 0 && (
				<ul className="api-index">
					{group.subgroups.map((sub) => (
						<li key={sub.id}>
							<a href={`#${sub.id}`}>{sub.title}</a>
						</li>
					))}
				</ul>
			)}
			{group.entries.map((entry) => (
				<ApiEntry key={entry.id} entry={entry} />
			))}
			{group.subgroups.map((sub) => (
				<details key={sub.id} id={sub.id} className="api-subgroup">
					<summary>
						{sub.title}{" "}
						<span className="api-count">
							({sub.entries.length} {sub.entries.length === 1 ? "type" : "types"})
						</span>
					</summary>
					<EntryIndex entries={sub.entries} />
					{sub.entries.map((entry) => (
						<ApiEntry key={entry.id} entry={entry} />
					))}
				</details>
			))}
		</section>
	);
}
