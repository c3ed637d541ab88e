import { KEPT_CHARS, SHOWN_CHARS, textStart } from "./answer-limits.js";

/**
 * A streamed answer's text, kept apart from React: each piece is appended once, the page shows
 * at most the first SHOWN_CHARS characters, and at most KEPT_CHARS are kept for the download.
 */
export class StreamedAnswer {
	#pieces: string[] = [];
	#length = 0;
	#full = false;
	#shown = "";
	#listeners = new Set<() => void>();

	/** Adds a piece of the answer; false once the answer is full and the rest was dropped. */
	append(piece: string): boolean {
		if (this.#full) return false;
		const kept = textStart(piece, KEPT_CHARS - this.#length);
		// A piece cut short (even one character short, before a surrogate pair) fills the answer.
		this.#full = kept.length < piece.length || this.#length + kept.length >= KEPT_CHARS;
		this.#pieces.push(kept);
		this.#length += kept.length;
		if (this.#shown.length < SHOWN_CHARS) {
			this.#shown += textStart(kept, SHOWN_CHARS - this.#shown.length);
		}
		for (const listener of this.#listeners) listener();
		return !this.#full;
	}

	/** Characters received and kept. */
	get length(): number {
		return this.#length;
	}

	/** The start of the answer that the page shows. */
	get shown(): string {
		return this.#shown;
	}

	/** Whether the answer reached KEPT_CHARS: nothing more is kept. */
	get full(): boolean {
		return this.#full;
	}

	/** The whole answer kept, for the download. */
	text(): string {
		const text = this.#pieces.join("");
		this.#pieces = [text];
		return text;
	}

	/** Calls `listener` after each piece; returns what stops it. */
	subscribe(listener: () => void): () => void {
		this.#listeners.add(listener);
		return () => {
			this.#listeners.delete(listener);
		};
	}
}
