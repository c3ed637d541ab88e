import type { Block, Inline } from "../../lib/api-reference/page-types.js";

function InlineRun({ inline }: { inline: Inline }) {
	const content = inline.code ? <code>{inline.text}</code> : inline.text;
	return inline.href ? <a href={inline.href}>{content}</a> : content;
}

/** A run of a doc comment: text, inline code, either as a link to another entry or a page. */
export function InlineText({ inlines }: { inlines: readonly Inline[] }) {
	// Keyed by where each run starts in the text: runs of one comment never reorder.
	let offset = 0;
	return inlines.map((inline) => {
		const key = offset;
		offset += inline.text.length;
		return <InlineRun key={key} inline={inline} />;
	});
}

/** A doc comment's blocks: paragraphs, lists and code (plain here: examples get their own blocks). */
export function RichText({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
	return (
		<div className={className ? `api-text ${className}` : "api-text"}>
			{blocks.map((block, index) => {
				const key = `${block.kind}-${index}`;
				if (block.kind === "paragraph")
					return (
						<p key={key}>
							<InlineText inlines={block.inlines} />
						</p>
					);
				if (block.kind === "list")
					return (
						<ul key={key}>
							{block.items.map((item, itemIndex) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: items of one comment never reorder.
								<li key={itemIndex}>
									<InlineText inlines={item} />
								</li>
							))}
						</ul>
					);
				return (
					<pre key={key} className="api-code" dir="ltr">
						<code>{block.code}</code>
					</pre>
				);
			})}
		</div>
	);
}
