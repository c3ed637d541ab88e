import type { ApiEntryView, ApiGroupView } from "../../lib/api-reference/page-types.js";
import { Heading } from "../heading/Heading.js";
import { ApiEntry } from "./ApiEntry.js";

export function EntryIndex({ entries }: { entries: readonly ApiEntryView[] }) {
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

/** A section of the reference: a list of its exports, then each in full; a long one's parts as links. */
export function ApiGroup({ group }: { group: ApiGroupView }) {
	return (
		<section className="api-group" aria-labelledby={group.id}>
			<Heading level={2} id={group.id}>
				{group.title}
			</Heading>
			{group.entries.length > 0 && <EntryIndex entries={group.entries} />}
			{group.subgroups.length > 0 && (
				<ul
					className={
						group.subgroups.some((sub) => sub.kind !== "specification")
							? "api-parts api-parts-named"
							: "api-parts"
					}
				>
					{group.subgroups.map((sub) => (
						<li key={sub.id}>
							<a href={sub.path}>{sub.title}</a> <span className="api-count">({sub.counted})</span>
							{/* A family's or a module's exports are looked for by name; each name keeps the anchor
							    it had when the whole group was on this page, so an old link still lands on its way
							    there. A task's generated types are found through the task. */}
							{sub.kind !== "specification" && (
								<>
									:{" "}
									{sub.names.map((name, index) => (
										<span key={name}>
											{index > 0 && ", "}
											<a id={name} href={`${sub.path}#${name}`}>
												<code>{name}</code>
											</a>
										</span>
									))}
								</>
							)}
						</li>
					))}
				</ul>
			)}
			{group.entries.map((entry) => (
				<ApiEntry key={entry.id} entry={entry} />
			))}
		</section>
	);
}
