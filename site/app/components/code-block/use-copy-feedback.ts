import { useEffect, useRef, useState } from "react";

/** How long the confirmation shows after a click. */
export const COPIED_DURATION_MS = 1000;

export type CopyState = "idle" | "copied" | "failed";

/**
 * The state every copy button shows: "copied" or "failed" for a moment after a copy, then "idle"
 * again. `copy` writes what `read` gives to the clipboard; a failure to read or to write is "failed".
 */
export function useCopyFeedback(read: () => string | Promise<string>): {
	state: CopyState;
	copy: () => Promise<void>;
} {
	const [state, setState] = useState<CopyState>("idle");
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

	useEffect(() => () => clearTimeout(timer.current), []);

	const show = (next: CopyState) => {
		clearTimeout(timer.current);
		setState(next);
		timer.current = setTimeout(() => setState("idle"), COPIED_DURATION_MS);
	};

	const copy = async () => {
		try {
			await navigator.clipboard.writeText(await read());
			show("copied");
		} catch {
			show("failed");
		}
	};

	return { state, copy };
}
