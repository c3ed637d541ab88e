import type { ReactNode } from "react";
import type { ErrorReport } from "./error-text.js";

const WEB_ADDRESS = /(https:\/\/[^\s]*[^\s.,;:!?)"'])/;

/** The hint's text with its web addresses as links, so the fix it names is one click away. */
function linked(text: string): ReactNode[] {
	return text.split(WEB_ADDRESS).map((part, index) =>
		index % 2 === 1 ? (
			<a href={part} key={part + String(index)}>
				{part}
			</a>
		) : (
			part
		),
	);
}

/** A failed call: what failed, its HTTP status, the server's message, and the likely fix when known. */
export function TryItErrorView({ report }: { report: ErrorReport }) {
	return (
		<div className="try-it-error">
			<p>
				<strong>{report.title}</strong>
				{report.status !== undefined && <> (HTTP {report.status})</>}.
			</p>
			<p>{report.message}</p>
			{report.hint && (
				<p className="try-it-error-hint">
					<strong>Likely fix:</strong> {linked(report.hint)}
				</p>
			)}
		</div>
	);
}
