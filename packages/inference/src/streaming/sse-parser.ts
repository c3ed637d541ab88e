/** One server-sent event, as the EventSource standard defines its fields. */
export interface ServerSentEvent {
	/** The `event:` field; undefined for the default "message" type. */
	event?: string;
	/** Every `data:` line of the event, joined with "\n". */
	data: string;
	id?: string;
	retry?: number;
}

/**
 * An incremental parser for `text/event-stream`: feed it text in chunks split anywhere (inside a
 * line, between CR and LF, inside a multi-byte character once decoded) and it emits whole events.
 * Lines may end with CR, LF or CRLF; comments (`:`) are skipped; a final event that the server did
 * not close with a blank line is still delivered by `end()`.
 */
export class ServerSentEventParser {
	private buffer = "";
	private lastWasCR = false;
	private started = false;
	private data: string[] = [];
	private event: string | undefined;
	private id: string | undefined;
	private retry: number | undefined;

	constructor(private readonly emit: (event: ServerSentEvent) => void) {}

	feed(chunk: string): void {
		let text = chunk;
		if (!this.started && text.length > 0) {
			this.started = true;
			if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
		}
		// An LF right after a CR that ended the previous chunk belongs to that line ending.
		if (this.lastWasCR && text.startsWith("\n")) text = text.slice(1);
		this.lastWasCR = false;
		this.buffer += text;
		let start = 0;
		for (let i = 0; i < this.buffer.length; i++) {
			const code = this.buffer.charCodeAt(i);
			if (code !== 10 && code !== 13) continue;
			this.line(this.buffer.slice(start, i));
			if (code === 13) {
				if (i + 1 === this.buffer.length) this.lastWasCR = true;
				else if (this.buffer.charCodeAt(i + 1) === 10) i++;
			}
			start = i + 1;
		}
		this.buffer = this.buffer.slice(start);
	}

	/** The stream is over: a pending line and a pending event are delivered. */
	end(): void {
		if (this.buffer.length > 0) this.line(this.buffer);
		this.buffer = "";
		this.dispatch();
	}

	private line(line: string): void {
		if (line === "") {
			this.dispatch();
			return;
		}
		if (line.startsWith(":")) return;
		const colon = line.indexOf(":");
		const field = colon === -1 ? line : line.slice(0, colon);
		let value = colon === -1 ? "" : line.slice(colon + 1);
		if (value.startsWith(" ")) value = value.slice(1);
		switch (field) {
			case "data":
				this.data.push(value);
				break;
			case "event":
				this.event = value;
				break;
			case "id":
				if (!value.includes("\0")) this.id = value;
				break;
			case "retry":
				if (/^\d+$/.test(value)) this.retry = Number(value);
				break;
		}
	}

	private dispatch(): void {
		if (this.data.length > 0) {
			this.emit({
				data: this.data.join("\n"),
				...(this.event !== undefined ? { event: this.event } : {}),
				...(this.id !== undefined ? { id: this.id } : {}),
				...(this.retry !== undefined ? { retry: this.retry } : {}),
			});
		}
		this.data = [];
		this.event = undefined;
		this.retry = undefined;
	}
}

/**
 * The events of a byte stream, decoded as UTF-8, as an async iterable. A consumer that stops early
 * cancels the stream, so the connection is not left open.
 */
export async function* readServerSentEvents(
	body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
	const reader = body.getReader();
	const decoder = new TextDecoder();
	const ready: ServerSentEvent[] = [];
	const parser = new ServerSentEventParser((event) => ready.push(event));
	let finished = false;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) {
				parser.feed(decoder.decode());
				parser.end();
			} else {
				parser.feed(decoder.decode(value, { stream: true }));
			}
			while (ready.length > 0) yield ready.shift() as ServerSentEvent;
			if (done) {
				finished = true;
				return;
			}
		}
	} finally {
		if (!finished) await reader.cancel().catch(() => undefined);
		reader.releaseLock();
	}
}
