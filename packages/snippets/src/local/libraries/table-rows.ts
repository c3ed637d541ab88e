import type { LocalContext } from "../context.js";

/** Columns of values, the shape of a pandas DataFrame's constructor argument. */
type Columns = Readonly<Record<string, readonly unknown[]>>;

const hasColumns = (value: Columns | undefined): value is Columns =>
	value !== undefined && Object.keys(value).length > 0;

/**
 * A tabular model's input rows in its own columns: the hub's widget data (the card's example
 * rows), else the example skops recorded for a scikit-learn repository, else its column names with
 * zeros, else the task's example.
 */
export function tableRows(context: LocalContext): Columns {
	const widget = context.model.widgetData.find((example) => hasColumns(example.structured_data));
	if (widget?.structured_data) return widget.structured_data;
	const sklearn = context.model.config.sklearn;
	if (hasColumns(sklearn?.example_input)) return sklearn.example_input;
	const columns = sklearn?.columns ?? [];
	if (columns.length > 0) {
		const rows: Record<string, number[]> = {};
		for (const column of columns)
			Object.defineProperty(rows, column, {
				value: [0],
				enumerable: true,
				writable: true,
				configurable: true,
			});
		return rows;
	}
	const data = (context.inputs as { data?: unknown } | null)?.data;
	return data !== null && typeof data === "object" ? (data as Columns) : {};
}
