import { Fragment } from "react";
import type { TypePart } from "../../lib/api-reference/page-types.js";

/** A printed type, the names of other entries as links to them. */
export function TypeParts({ parts }: { parts: readonly TypePart[] }) {
	// Keyed by where each part starts: the parts of one printed type never reorder.
	let offset = 0;
	return parts.map((part) => {
		const key = offset;
		offset += part.text.length;
		return part.href ? (
			<a key={key} href={part.href}>
				{part.text}
			</a>
		) : (
			<Fragment key={key}>{part.text}</Fragment>
		);
	});
}

/** A printed type as code. */
export function TypeText({ parts }: { parts: readonly TypePart[] }) {
	return (
		<code className="api-type">
			<TypeParts parts={parts} />
		</code>
	);
}
