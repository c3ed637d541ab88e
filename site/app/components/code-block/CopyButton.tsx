import { useUiStrings } from "../locale/locale-context.js";
import { decodeCopyValue } from "./copy-value.js";
import { useCopyFeedback } from "./use-copy-feedback.js";

export interface CopyButtonProps {
	/** The text to copy, as produced by `encodeCopyValue`. */
	value: string;
	/** Accessible name and tooltip of the button; stays the same whatever the state. */
	label?: string;
	title?: string;
	/** What the tooltip and the live region say after a successful copy. */
	confirmation?: string;
	className?: string;
}

export function CopyButton({ value, label, title, confirmation, className }: CopyButtonProps) {
	const strings = useUiStrings();
	const name = label ?? strings.copyToClipboard;
	const done = confirmation ?? strings.copied;
	const { state, copy } = useCopyFeedback(() => decodeCopyValue(value));

	const message = state === "copied" ? done : state === "failed" ? strings.copyFailed : "";
	return (
		<>
			<button
				type="button"
				className={`copy-button${className ? ` ${className}` : ""}`}
				data-state={state}
				aria-label={name}
				title={title ?? name}
				onClick={copy}
			>
				<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
					{state === "copied" ? (
						<path fill="currentColor" d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1L13.4 4.4z" />
					) : (
						<path
							fill="currentColor"
							d="M5 1.5h7.5A1.5 1.5 0 0 1 14 3v8.5h-1.5V3H5zM2 5a1.5 1.5 0 0 1 1.5-1.5h6A1.5 1.5 0 0 1 11 5v8.5A1.5 1.5 0 0 1 9.5 15h-6A1.5 1.5 0 0 1 2 13.5zm1.5 0v8.5h6V5z"
						/>
					)}
				</svg>
				{message && (
					<span className="copy-tooltip" aria-hidden="true">
						{message}
					</span>
				)}
			</button>
			<span className="visually-hidden" role="status" aria-live="polite">
				{message}
			</span>
		</>
	);
}
