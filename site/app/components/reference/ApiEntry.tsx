import type { ApiEntryView, ApiKind, Block, TypePart } from "../../lib/api-reference/page-types.js";
import { sourceUrl } from "../../site-config.js";
import { CodeBlock } from "../code-block/CodeBlock.js";
import { Heading } from "../heading/Heading.js";
import { InlineText, RichText } from "./RichText.js";
import { TypeParts, TypeText } from "./TypeText.js";

/** The parts of an entry are headed one level below the entry's own heading. */
type SubHeading = "h3" | "h4";

const KIND_LABELS: Record<ApiKind, string> = {
	function: "function",
	class: "class",
	constant: "constant",
	interface: "interface",
	type: "type",
};

interface Field {
	id?: string;
	name: string;
	modifiers?: string;
	optional: boolean;
	deprecated?: boolean;
	type: TypePart[];
	description: Block[];
	defaultValue?: string;
}

/**
 * Parameters and members as a list of `name: Type` terms, each followed by its description: it
 * reads on a phone, where a three-column table would squeeze the types to a few letters a line.
 */
function Fields({ fields }: { fields: readonly Field[] }) {
	return (
		<dl className="api-fields">
			{fields.map((field) => (
				<div key={field.name} id={field.id}>
					<dt>
						<code className="api-type">
							{field.modifiers && `${field.modifiers} `}
							<span className="api-field-name">{field.name}</span>
							{field.optional ? "?: " : ": "}
							<TypeParts parts={field.type} />
						</code>
						{field.deprecated && <span className="api-tag">deprecated</span>}
					</dt>
					<dd>
						{field.description.length > 0 && <RichText blocks={field.description} />}
						{field.defaultValue && (
							<p className="api-default">
								Default: <code>{field.defaultValue}</code>
							</p>
						)}
					</dd>
				</div>
			))}
		</dl>
	);
}

function Members({ entry, Sub }: { entry: ApiEntryView; Sub: SubHeading }) {
	if (!entry.members.length) return null;
	return (
		<>
			<Sub>{entry.kind === "interface" || entry.kind === "type" ? "Properties" : "Members"}</Sub>
			<Fields fields={entry.members} />
		</>
	);
}

function Signatures({ entry, Sub }: { entry: ApiEntryView; Sub: SubHeading }) {
	const { signatures } = entry;
	return signatures.map((signature, index) => (
		<div className="api-signature" key={signature.code}>
			{entry.kind === "class" ? (
				<>
					<Sub>Constructor</Sub>
					<pre className="api-code" dir="ltr" data-lang="ts">
						<code>{signature.code}</code>
					</pre>
				</>
			) : (
				signatures.length > 1 && <Sub>Overload {index + 1}</Sub>
			)}
			{signature.parameters.length > 0 && <Fields fields={signature.parameters} />}
			{signature.returns && (
				<p className="api-returns">
					Returns <TypeText parts={signature.returns.type} />
					{signature.returns.description.length > 0 && (
						<>
							{": "}
							<InlineText
								inlines={signature.returns.description.flatMap((b) =>
									b.kind === "paragraph" ? b.inlines : [],
								)}
							/>
						</>
					)}
				</p>
			)}
		</div>
	));
}

/** One export (its heading at `level`): what it is, its declaration, parameters, members, errors, examples and guide links. */
export function ApiEntry({ entry, level = 3 }: { entry: ApiEntryView; level?: 2 | 3 }) {
	const Sub: SubHeading = level === 2 ? "h3" : "h4";
	return (
		<div className="api-entry">
			<Heading level={level} id={entry.id}>
				<code>{entry.name}</code>
			</Heading>
			<p className="api-kind">
				{KIND_LABELS[entry.kind]}
				{entry.typeOnly && ", in types only (exported with export type)"}
				{entry.source && (
					<>
						{" · "}
						<a href={sourceUrl(entry.source)}>source</a>
					</>
				)}
			</p>
			{entry.deprecated && (
				<div className="api-deprecated">
					<strong>Deprecated.</strong> {entry.deprecated.length > 0 && <RichText blocks={entry.deprecated} />}
				</div>
			)}
			{entry.summary.length ? (
				<RichText blocks={entry.summary} />
			) : (
				<p className="api-none">No description yet.</p>
			)}
			<div
				className="api-declaration"
				dir="ltr"
				data-lang="ts"
				// biome-ignore lint/security/noDangerouslySetInnerHtml: Shiki's HTML, made at build time from the package's own types.
				dangerouslySetInnerHTML={{ __html: entry.declarationHtml }}
			/>
			<Signatures entry={entry} Sub={Sub} />
			<Members entry={entry} Sub={Sub} />
			{entry.throws.length > 0 && (
				<>
					<Sub>Throws</Sub>
					<ul className="api-throws">
						{entry.throws.map((blocks, index) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: the tags of one comment never reorder.
							<li key={index}>
								<RichText blocks={blocks} />
							</li>
						))}
					</ul>
				</>
			)}
			{entry.examples.length > 0 && (
				<>
					<Sub>{entry.examples.length > 1 ? "Examples" : "Example"}</Sub>
					{entry.examples.map((example) => (
						<div key={example.code}>
							{example.caption.length > 0 && (
								<p>
									<InlineText inlines={example.caption} />
								</p>
							)}
							<CodeBlock code={example.code} html={example.html} lang={example.lang} />
						</div>
					))}
				</>
			)}
			{entry.usedIn.length > 0 && (
				<p className="api-used-in">
					In the guide:{" "}
					{entry.usedIn.map((section, index) => (
						<span key={section.href}>
							{index > 0 && ", "}
							<a href={section.href}>{section.title}</a>
						</span>
					))}
				</p>
			)}
		</div>
	);
}
