import { type CSSProperties, Fragment } from "react";
import type { SpecRow, SpecTableData } from "./spec-table-data.js";

/**
 * A request or response table. It sits in a focusable scrolling region, named by its caption, so
 * that on a narrow screen a keyboard user can scroll it too.
 */
export function SpecTable({ table }: { table: SpecTableData }) {
	return (
		<section
			className="spec-table-scroll"
			aria-labelledby={table.id}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways, and keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
			tabIndex={0}
		>
			<table className="spec-table">
				<caption id={table.id}>
					<code>{table.call}</code> {table.part}
				</caption>
				<thead>
					<tr>
						<th scope="col">Name</th>
						<th scope="col">Type</th>
						<th scope="col">Required</th>
						<th scope="col">Default</th>
						<th scope="col">Description</th>
					</tr>
				</thead>
				<tbody>
					{table.rows.map((row, index) => (
						<SpecTableRow key={row.id ?? `${row.path} ${index}`} row={row} noun={table.noun} />
					))}
				</tbody>
			</table>
		</section>
	);
}

function SpecTableRow({ row, noun }: { row: SpecRow; noun: SpecTableData["noun"] }) {
	const field = row.kind === "field";
	return (
		<tr id={row.id} className={`spec-row-${row.kind}`} style={{ "--depth": row.depth } as CSSProperties}>
			<th scope="row" className="spec-name">
				{field ? (
					<>
						<code>
							{row.parent && <span className="spec-parent">{breakable(row.parent, ".")}</span>}
							{row.name}
						</code>
						{/* Named by its label, not by hidden text: a converter to Markdown (an agent reading the
						    page) keeps hidden text, and on /tasks/text-generation's 200 rows it was 18 K characters. */}
						<a className="spec-anchor" href={`#${row.id}`} aria-label={`Link to ${noun}: ${row.path}`}>
							#
						</a>
					</>
				) : (
					row.name
				)}
			</th>
			<td>
				<code className="spec-type">{breakable(row.type, " | ")}</code>
				{/* Blocks, not styled spans: a reader of the page's text (a converter, a copy) gets each
				    constraint on a line of its own as the screen shows it, not "stringat least 1 character". */}
				{row.constraints.map((constraint) => (
					<div key={constraint} className="spec-constraint">
						{constraint}
					</div>
				))}
			</td>
			<td>{field ? (row.required ? "Yes" : "No") : null}</td>
			<td>{row.default !== undefined && <code>{row.default}</code>}</td>
			<td>
				{row.description}
				{row.examples.length > 0 && (
					<div className="spec-examples">
						Examples:{" "}
						{row.examples.map((example, index) => (
							<Fragment key={example}>
								{index > 0 && ", "}
								<code>{example}</code>
							</Fragment>
						))}
					</div>
				)}
			</td>
		</tr>
	);
}

/**
 * Long paths and unions may wrap only after `separator` (a dot, a union's bar), never inside a
 * name, so that a narrow column still reads `parameters.` / `top_k`. A path's parent ends with its
 * separator, so it ends with a place to wrap before the field's own name. Only a piece that could
 * wrap on its own (a space, as in `string (URL) |`, or between brackets, as in `integer[][]`) is
 * wrapped in a no-wrap span: a name, `"none"` or `[].` has nowhere to wrap but the `<wbr>`s, and an
 * element per piece made the chat pages' tables hundreds of elements heavier for every reader and
 * every scan.
 */
function breakable(text: string, separator: string) {
	const pieces = text.split(separator);
	return pieces.map((piece, index) => {
		const last = index === pieces.length - 1;
		const shown = last ? piece : piece + separator;
		return (
			// biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed text have no identity but their position.
			<Fragment key={index}>
				{CANNOT_WRAP.test(shown) ? shown || null : <span className="spec-piece">{shown}</span>}
				{!last && <wbr />}
			</Fragment>
		);
	});
}

/**
 * A piece Chromium finds no place to wrap in: a word, quoted or not, with one `[]` and a dot at most
 * (checked against every piece of every task page's tables; `string)[]` and `number[][]` wrap
 * between their brackets). Anything else keeps its span.
 */
const CANNOT_WRAP = /^[\w"<>]*(\[\])?\.?$/;
