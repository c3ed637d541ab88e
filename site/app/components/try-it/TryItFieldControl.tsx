import type { FieldValue } from "./call-args.js";
import type { TryItField } from "./try-it-props.js";

export interface TryItFieldControlProps {
	id: string;
	field: TryItField;
	value: FieldValue;
	onChange: (value: FieldValue) => void;
}

const fileName = (url: string): string => url.slice(url.lastIndexOf("/") + 1);

/** One input of the panel, labelled with what it holds; files fall back to the demo's sample. */
export function TryItFieldControl({ id, field, value, onChange }: TryItFieldControlProps) {
	if (field.kind === "file") {
		const hintId = `${id}-hint`;
		return (
			<div className="field">
				<label htmlFor={id}>{field.label}</label>
				<input
					id={id}
					type="file"
					accept={field.accept}
					aria-describedby={hintId}
					onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
				/>
				<p id={hintId} className="field-hint">
					{value instanceof Blob
						? "Your file is sent with the call."
						: field.sample
							? `No file chosen: the demo's sample, ${fileName(field.sample)}, is sent.`
							: "Choose a file to send."}
				</p>
			</div>
		);
	}
	const initial = field.kind === "list" ? field.value.join("\n") : field.value;
	const text = typeof value === "string" ? value : initial;
	const multiline = field.kind !== "text" || field.multiline;
	const hint = field.kind === "list" ? "One per line." : field.kind === "json" ? "As JSON." : undefined;
	const hintId = hint ? `${id}-hint` : undefined;
	return (
		<div className="field">
			<label htmlFor={id}>{field.label}</label>
			{multiline ? (
				<textarea
					id={id}
					value={text}
					rows={field.kind === "json" ? 6 : 3}
					spellCheck={field.kind === "json" ? false : undefined}
					aria-describedby={hintId}
					onChange={(event) => onChange(event.target.value)}
				/>
			) : (
				<input
					id={id}
					value={text}
					aria-describedby={hintId}
					onChange={(event) => onChange(event.target.value)}
				/>
			)}
			{hint && (
				<p id={hintId} className="field-hint">
					{hint}
				</p>
			)}
		</div>
	);
}
