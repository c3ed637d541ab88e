import type { JsonSchema } from "@hubkit/tasks";
import { type ReactNode, useId } from "react";
import { type FieldKind, fieldKind } from "./field-kind.js";
import { type FormValues, formatFieldValue, formFields } from "./form-values.js";

export interface ParameterFieldsProps {
	/** An object schema (a task's `parameters`, or chat's request); each property becomes a field. */
	schema: JsonSchema;
	/** The fields' texts by property name; see `FormValues`. */
	values: FormValues;
	onChange: (values: FormValues) => void;
	/** Messages from `parseFormValues(schema, values).errors`, shown under their fields. */
	errors?: Readonly<Record<string, string>>;
	/** Properties the caller renders itself (chat's `messages` and `stream`): pass the same to `parseFormValues`. */
	omit?: readonly string[];
}

/**
 * Form controls generated from a JSON schema, one per property, for any form that builds a
 * request from a task specification. The caller keeps the texts and turns them into parameters
 * with `parseFormValues` (which also gives the `errors` to pass back in):
 *
 *     const [values, setValues] = useState<FormValues>({});
 *     const { value, errors } = parseFormValues(schema, values, omit);
 *     <ParameterFields schema={schema} omit={omit} values={values} errors={errors} onChange={setValues} />
 *
 * Each control is labelled with the parameter's name, described by its description (and its
 * error, with `aria-invalid`), and shows the server's default as a placeholder: nothing is sent
 * for a field the reader leaves empty.
 */
export function ParameterFields({ schema, values, onChange, errors = {}, omit = [] }: ParameterFieldsProps) {
	const prefix = useId();
	return (
		<div className="spec-fields">
			{formFields(schema, omit).map(([name, fieldSchema]) => (
				<ParameterField
					key={name}
					id={`${prefix}-${name}`}
					name={name}
					schema={fieldSchema}
					text={Object.hasOwn(values, name) ? (values[name] ?? "") : ""}
					{...(Object.hasOwn(errors, name) ? { error: errors[name] } : {})}
					onChange={(text) => onChange({ ...values, [name]: text })}
				/>
			))}
		</div>
	);
}

interface ParameterFieldProps {
	id: string;
	name: string;
	schema: JsonSchema;
	text: string;
	error?: string | undefined;
	onChange: (text: string) => void;
}

const LABEL_SUFFIX: Partial<Record<FieldKind, string>> = { list: " (one per line)", json: " (JSON)" };

/** What the reader needs beside the description to enter a valid value: the kind and the bounds. */
function constraints(schema: JsonSchema, kind: FieldKind): string {
	const parts: string[] = [];
	if (kind === "integer") parts.push("A whole number");
	if (kind === "number") parts.push("A number");
	if (schema.minimum !== undefined) parts.push(`at least ${schema.minimum}`);
	if (schema.exclusiveMinimum !== undefined) parts.push(`more than ${schema.exclusiveMinimum}`);
	if (schema.maximum !== undefined) parts.push(`at most ${schema.maximum}`);
	if (schema.exclusiveMaximum !== undefined) parts.push(`less than ${schema.exclusiveMaximum}`);
	if (kind === "boolean" && schema.default !== undefined) parts.push(`Default: ${String(schema.default)}`);
	return parts.length > 0 ? `${parts.join(", ")}.` : "";
}

/** The on-screen keyboard: phones' digit pads have no minus sign, so only for values that cannot be negative. */
function inputMode(schema: JsonSchema, kind: FieldKind): "numeric" | "decimal" | undefined {
	if (kind !== "integer" && kind !== "number") return undefined;
	const lowest = schema.minimum ?? schema.exclusiveMinimum;
	if (lowest === undefined || lowest < 0) return undefined;
	return kind === "integer" ? "numeric" : "decimal";
}

function ParameterField({ id, name, schema, text, error, onChange }: ParameterFieldProps) {
	const kind = fieldKind(schema);
	const hint = [schema.description, constraints(schema, kind)].filter(Boolean).join(" ");
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
	const placeholder =
		schema.default === undefined || kind === "boolean" || kind === "enum"
			? undefined
			: formatFieldValue(schema, schema.default);
	const common = {
		id,
		"aria-describedby": describedBy,
		"aria-invalid": error ? true : undefined,
		placeholder,
	} as const;

	const label = (
		<label htmlFor={id}>
			<code>{name}</code>
			{LABEL_SUFFIX[kind] ?? ""}
		</label>
	);
	const notes = (
		<>
			{hint && (
				<p id={hintId} className="spec-field-hint">
					{hint}
				</p>
			)}
			{error && (
				<p id={errorId} className="spec-field-error">
					{error}
				</p>
			)}
		</>
	);

	if (kind === "boolean") {
		// A checkbox shows the value that applies; only a change from the default is sent.
		const checked = text === "" ? schema.default === true : text === "true";
		return (
			<div className="spec-field spec-field-check">
				<div className="spec-field-check-row">
					<input
						{...common}
						type="checkbox"
						checked={checked}
						onChange={(event) =>
							onChange(event.target.checked === (schema.default === true) ? "" : String(event.target.checked))
						}
					/>
					{label}
				</div>
				{notes}
			</div>
		);
	}

	let control: ReactNode;
	if (kind === "enum") {
		const fallback = schema.default === undefined ? "(default)" : `(default: ${String(schema.default)})`;
		control = (
			<select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
				<option value="">{fallback}</option>
				{(schema.enum ?? []).map((allowed) => (
					<option key={String(allowed)} value={String(allowed)}>
						{String(allowed)}
					</option>
				))}
			</select>
		);
	} else if (kind === "list" || kind === "json") {
		control = (
			<textarea
				{...common}
				value={text}
				rows={kind === "json" ? 4 : 3}
				spellCheck={false}
				onChange={(event) => onChange(event.target.value)}
			/>
		);
	} else {
		// Numbers use a text field: a number field empties itself on "4a", so the reader's typo
		// could not be shown back with a message, only silently dropped.
		control = (
			<input
				{...common}
				type="text"
				inputMode={inputMode(schema, kind)}
				spellCheck={kind === "text" ? undefined : false}
				value={text}
				onChange={(event) => onChange(event.target.value)}
			/>
		);
	}
	return (
		<div className="spec-field">
			{label}
			{control}
			{notes}
		</div>
	);
}
