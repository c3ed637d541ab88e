import { CHAT_CHOICE } from "../run-locally/chat-choice.js";
import { type FormValues, formFields } from "../spec-form/form-values.js";
import { ParameterFields } from "../spec-form/ParameterFields.js";
import type { ParameterSchema } from "./generator-parameters.js";

interface GeneratorParametersProps {
	task: string;
	parameters: ParameterSchema;
	values: FormValues;
	errors: Readonly<Record<string, string>>;
	open: boolean;
	onToggle: (open: boolean) => void;
	onChange: (values: FormValues) => void;
}

/** The chosen task's parameters, behind a disclosure: most tasks have more than fit beside the form. */
export function GeneratorParameters({
	task,
	parameters,
	values,
	errors,
	open,
	onToggle,
	onChange,
}: GeneratorParametersProps) {
	const count = formFields(parameters.schema, parameters.omit).length;
	const invalid = Object.keys(errors).length;
	return (
		<details
			className="generator-parameters"
			open={open}
			onToggle={(event) => onToggle(event.currentTarget.open)}
		>
			<summary>
				Parameters ({count}){invalid > 0 ? `, ${invalid} invalid` : ""}
			</summary>
			<fieldset>
				<legend className="visually-hidden">Parameters of {task === CHAT_CHOICE ? "chat" : task}</legend>
				<p className="generator-parameters-note">
					A parameter left empty stays out of the code and the server's default applies; the few the example
					sets itself (chat's <code>max_tokens</code>, a short step count for images) stay as the example has
					them unless you set them here.
				</p>
				<ParameterFields
					schema={parameters.schema}
					omit={parameters.omit}
					values={values}
					errors={errors}
					onChange={onChange}
				/>
			</fieldset>
		</details>
	);
}
