import { useId } from "react";

export interface ProviderMatrixProps {
	tasks: readonly string[];
	rows: ReadonlyArray<{ provider: string; cells: ReadonlyArray<string | null> }>;
}

/**
 * Providers down the side, tasks across the top. The table scrolls sideways inside a labelled,
 * focusable region (so keyboard readers can scroll it too) while the provider column stays put:
 * on a phone the names keep whole and the tasks slide past them.
 */
export function ProviderMatrix({ tasks, rows }: ProviderMatrixProps) {
	const captionId = useId();
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it.
		<section className="provider-matrix" aria-labelledby={captionId} tabIndex={0}>
			<table>
				<caption id={captionId}>Providers and the tasks they serve</caption>
				<thead>
					<tr>
						<th scope="col" className="provider-matrix-corner">
							Provider
						</th>
						{tasks.map((task) => (
							<th key={task} scope="col" className="provider-matrix-task">
								<span>{task}</span>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map(({ provider, cells }) => (
						<tr key={provider}>
							<th scope="row" className="provider-matrix-name">
								<a href={`/providers/${provider}`}>{provider}</a>
							</th>
							{cells.map((href, column) => {
								const task = tasks[column] as string;
								return (
									<td key={task}>
										{href && (
											<a href={href} className="provider-matrix-cell">
												<span aria-hidden="true">●</span>
												<span className="visually-hidden">
													{task} on {provider}: snippets
												</span>
											</a>
										)}
									</td>
								);
							})}
						</tr>
					))}
				</tbody>
			</table>
		</section>
	);
}
