import type { DemoChart } from "@hubkit/tasks";

/**
 * Scores as horizontal bars. It is a real table underneath, so screen readers and text browsers
 * get each label with its score.
 */
export function DemoChartView({ data }: { data: DemoChart["data"] }) {
	return (
		<table className="demo-item demo-chart">
			<caption className="visually-hidden">Scores</caption>
			<thead className="visually-hidden">
				<tr>
					<th scope="col">Label</th>
					<th scope="col">Score</th>
				</tr>
			</thead>
			<tbody>
				{data.map(({ label, score }) => (
					<tr key={label}>
						<th scope="row">{label}</th>
						<td>
							<span className="demo-bar" style={{ inlineSize: `${Math.round(score * 100)}%` }} />
							<span className="demo-score">{score.toFixed(3)}</span>
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
