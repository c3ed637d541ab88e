import { SpecTable } from "./SpecTable.js";
import type { CallTables, SpecTableData } from "./spec-table-data.js";

/** What a call sends: its lead sentence and its request table. */
export function RequestParts({ spec }: { spec: CallTables }) {
	return <SpecPart table={spec.request} />;
}

/** What a call answers: its response's table, then its stream chunk's, when it streams. */
export function ResponseParts({ spec }: { spec: CallTables }) {
	return spec.responses.map((table) => <SpecPart key={table.id} table={table} />);
}

function SpecPart({ table }: { table: SpecTableData }) {
	return (
		<div className="spec-part">
			<p>
				<Lead table={table} />
				{table.description && ` ${table.description}`}
			</p>
			{table.rows.length > 0 && <SpecTable table={table} />}
		</div>
	);
}

function Lead({ table }: { table: SpecTableData }) {
	const call = <code>{table.call}</code>;
	const type = <code>{table.type}</code>;
	switch (table.part) {
		case "request":
			return <>{call} sends these parameters, besides the model and the provider.</>;
		case "response":
			return (
				<>
					{call} resolves to {type}.
				</>
			);
		case "stream chunk":
			return (
				<>
					{call} yields one {type} per chunk.
				</>
			);
	}
}
