import type { DemoTable } from "@hubkit/tasks";
import type { DemoSide } from "./demo-side.js";

/** `side` says whether the table is an input or an output, so two tables on a page never share a name. */
export function DemoTableView({ table, side }: { table: DemoTable["table"]; side: DemoSide }) {
	const [header = [], ...rows] = table;
	return (
		<section
			className="demo-item demo-table-scroll"
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways, and keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
			tabIndex={0}
			aria-label={`${side} table: ${header.join(", ")}`}
		>
			<table className="demo-table">
				<thead>
					<tr>
						{header.map((cell, column) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their position.
							<th key={column} scope="col">
								{cell}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row, index) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position.
						<tr key={index}>
							{row.map((cell, column) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their position.
								<td key={column}>{cell}</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</section>
	);
}
