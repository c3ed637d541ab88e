/** A fenced code block that no backtick run inside the code can close early. */
export function codeBlock(code: string, language = ""): string {
	const longest = Math.max(0, ...Array.from(code.matchAll(/`+/g), (run) => run[0].length));
	const fence = "`".repeat(Math.max(3, longest + 1));
	return `${fence}${language}\n${code.replace(/\n$/, "")}\n${fence}`;
}

/** Text shown as inline code, whatever backticks it holds. */
export function inlineCode(text: string): string {
	const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (run) => run[0].length));
	const ticks = "`".repeat(longest + 1);
	const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
	return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** Text in a Markdown table cell: pipes escaped, lines joined. */
export function cell(text: string): string {
	return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

/** A Markdown table. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
	return [
		`| ${headers.join(" | ")} |`,
		`| ${headers.map(() => "---").join(" | ")} |`,
		...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
	].join("\n");
}

/** What a tool answers: Markdown, and whether it is a refusal or a failure rather than a result. */
export interface ToolAnswer {
	text: string;
	isError?: boolean;
}

export const refusal = (text: string): ToolAnswer => ({ text, isError: true });
