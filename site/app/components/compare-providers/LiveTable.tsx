import { type ReactNode, useId } from "react";
import {
	latencyText,
	NOT_LISTED,
	priceText,
	supportText,
	throughputText,
	tokensText,
} from "./figure-text.js";
import {
	nextOrder,
	type ProviderRow,
	SORT_KEYS,
	type SortKey,
	type SortOrder,
	sortRows,
} from "./provider-rows.js";

interface LiveTableProps {
	model: string;
	rows: ProviderRow[];
	readAt: Date;
	order: SortOrder | undefined;
	onSort: (order: SortOrder) => void;
}

const readTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

/** A column header the reader sorts by: a button in the header cell, which says the order (aria-sort). */
function SortHeader({
	sortKey,
	order,
	onSort,
	children,
}: {
	sortKey: SortKey;
	order: SortOrder | undefined;
	onSort: (order: SortOrder) => void;
	children: ReactNode;
}) {
	const sorted = order?.key === sortKey ? order.direction : undefined;
	return (
		<th scope="col" aria-sort={sorted ?? "none"}>
			<button type="button" className="compare-sort" onClick={() => onSort(nextOrder(order, sortKey))}>
				{children}
				<span aria-hidden="true">
					{sorted === "ascending" ? " ▲" : sorted === "descending" ? " ▼" : " ↕"}
				</span>
			</button>
		</th>
	);
}

/** The router's figures for each provider of the model, sortable by price and speed, with the time they were read. */
export function LiveTable({ model, rows, readAt, order, onSort }: LiveTableProps) {
	const captionId = useId();
	const sorted = sortRows(rows, order);
	const header = (key: SortKey, unit?: string) => (
		<SortHeader sortKey={key} order={order} onSort={onSort}>
			{SORT_KEYS[key].label}
			{unit && <span className="compare-unit"> {unit}</span>}
		</SortHeader>
	);
	return (
		<section
			className="spec-table-scroll"
			aria-labelledby={captionId}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways, and keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
			tabIndex={0}
		>
			<table className="spec-table compare-table">
				<caption id={captionId}>
					Providers serving <code>{model}</code>, read from the router at{" "}
					<time dateTime={readAt.toISOString()}>{readTime.format(readAt)}</time>
					{order && `, sorted by ${SORT_KEYS[order.key].label.toLowerCase()}, ${order.direction}`}
				</caption>
				<thead>
					<tr>
						<th scope="col">Provider</th>
						<th scope="col">Status</th>
						<th scope="col">Context length (tokens)</th>
						{header("input-price", "(USD per million tokens)")}
						{header("output-price", "(USD per million tokens)")}
						<th scope="col">Tools</th>
						<th scope="col">Structured output</th>
						{header("latency")}
						{header("throughput")}
						<th scope="col">Picked by</th>
					</tr>
				</thead>
				<tbody>
					{sorted.map((row) => (
						<tr key={`${row.index}`}>
							<th scope="row">{row.provider}</th>
							<td>{row.status ?? NOT_LISTED}</td>
							<td>{tokensText(row.context_length)}</td>
							<td>{priceText(row.pricing?.input)}</td>
							<td>{priceText(row.pricing?.output)}</td>
							<td>{supportText(row.supports_tools)}</td>
							<td>{supportText(row.supports_structured_output)}</td>
							<td>{latencyText(row.first_token_latency_ms)}</td>
							<td>{throughputText(row.throughput)}</td>
							<td>
								{row.pickedBy.length === 0
									? NOT_LISTED
									: row.pickedBy.map((policy, index) => (
											<span key={policy}>
												{index > 0 && ", "}
												<code>:{policy}</code>
											</span>
										))}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	);
}
