import { Heading } from "../heading/Heading.js";
import { SpecTable } from "./SpecTable.js";
import type { SpecTableData, TaskApi } from "./spec-table-data.js";

/** A task page's Request and Response sections, or one sentence when the client does not serve the task. */
export function ApiReference({ api }: { api: TaskApi }) {
	if (!api.served) {
		return (
			<section>
				<Heading level={2}>Request</Heading>
				<p>The inference client does not serve this task yet; there is no request to describe.</p>
			</section>
		);
	}
	return (
		<>
			<section>
				<Heading level={2}>Request</Heading>
				{api.specs.map((spec) => (
					<SpecPart key={spec.request.id} table={spec.request} />
				))}
			</section>
			<section>
				<Heading level={2}>Response</Heading>
				{api.specs.flatMap((spec) =>
					spec.responses.map((table) => <SpecPart key={table.id} table={table} />),
				)}
			</section>
		</>
	);
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
