import type { TypePart } from "../../lib/api-reference.server.js";

/** A printed type as code, the names of other entries on the page as links to them. */
export function TypeText({ parts }: { parts: readonly TypePart[] }) {
	return (
		<code className="api-type">
			{parts.map((part, index) =>
				part.href ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: parts of one printed type never reorder.
					<a key={index} href={part.href}>
						{part.text}
					</a>
				) : (
					part.text
				),
			)}
		</code>
	);
}
