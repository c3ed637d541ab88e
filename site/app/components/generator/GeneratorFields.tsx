import { type ReactNode, useId } from "react";
import { CHAT_CHOICE } from "../run-locally/chat-choice.js";

export interface FieldProps {
	label: ReactNode;
	/** A check box: the box comes before its label. */
	check?: boolean;
	/** The control, given the id its label names. */
	children: (id: string) => ReactNode;
}

/** One labelled control of a generator's form. */
export function Field({ label, check = false, children }: FieldProps) {
	const id = useId();
	const name = <label htmlFor={id}>{label}</label>;
	return check ? (
		<div className="field field-check">
			{children(id)}
			{name}
		</div>
	) : (
		<div className="field">
			{name}
			{children(id)}
		</div>
	);
}

export interface IdFieldProps {
	label: string;
	value: string;
	onChange: (value: string) => void;
}

/** A field for an id or a name, which no spell checker knows. */
export function IdField({ label, value, onChange }: IdFieldProps) {
	return (
		<Field label={label}>
			{(id) => (
				<input id={id} value={value} spellCheck={false} onChange={(event) => onChange(event.target.value)} />
			)}
		</Field>
	);
}

export interface TaskFieldProps {
	tasks: readonly string[];
	value: string;
	onChange: (task: string) => void;
}

/** The task picker; chat (`CHAT_CHOICE`, the client's `conversational`) is named as readers know it. */
export function TaskField({ tasks, value, onChange }: TaskFieldProps) {
	return (
		<Field label="Task">
			{(id) => (
				<select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
					{tasks.map((task) => (
						<option key={task} value={task}>
							{task === CHAT_CHOICE ? "chat (conversational)" : task}
						</option>
					))}
				</select>
			)}
		</Field>
	);
}
