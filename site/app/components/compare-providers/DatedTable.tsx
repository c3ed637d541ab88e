import { useId } from "react";
import type { CompareProvidersProps } from "./compare-props.js";

/**
 * What the site knows without asking the router: which providers served the model on the dated
 * table's day. The table has no prices or speeds, so none are shown.
 */
export function DatedTable({ model, providers, asOf }: CompareProvidersProps) {
	const captionId = useId();
	return (
		<section
			className="spec-table-scroll"
			aria-labelledby={captionId}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways, and keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
			tabIndex={0}
		>
			<table className="spec-table compare-table">
				<caption id={captionId}>
					Providers serving <code>{model}</code> as of <time dateTime={asOf.iso}>{asOf.words}</time> (dated
					table, not live; it records no prices or speeds)
				</caption>
				<thead>
					<tr>
						<th scope="col">Provider</th>
						<th scope="col">Status</th>
					</tr>
				</thead>
				<tbody>
					{providers.map((provider) => (
						<tr key={provider}>
							<th scope="row">{provider}</th>
							<td>live on {asOf.words}</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	);
}
