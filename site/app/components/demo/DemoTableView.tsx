import type { DemoTable } from "@hubkit/tasks";

export function DemoTableView({ table }: { table: DemoTable["table"] }) {
	const [header = [], ...rows] = table;
	return (
		<div className="demo-item demo-table-scroll">
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
		</div>
	);
}
