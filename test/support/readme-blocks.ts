import { readFileSync } from "node:fs";
import { relative } from "node:path";

/** A fenced code block of a README, with the words after its language (e.g. `no-run`). */
export interface CodeBlock {
	/** Where it starts, as `README.md:12`, relative to the repository. */
	where: string;
	language: string;
	flags: string[];
	code: string;
}

const FENCE = /^```(\S*)(.*)$/;

/** Every top-level fenced block of a Markdown file, in order. */
export function codeBlocks(file: string, root: string): CodeBlock[] {
	const lines = readFileSync(file, "utf8").split("\n");
	const blocks: CodeBlock[] = [];
	let open: { start: number; language: string; flags: string[]; body: string[] } | undefined;
	lines.forEach((line, index) => {
		if (open) {
			if (line.trimEnd() === "```") {
				blocks.push({
					where: `${relative(root, file)}:${open.start}`,
					language: open.language,
					flags: open.flags,
					code: `${open.body.join("\n")}\n`,
				});
				open = undefined;
			} else {
				open.body.push(line);
			}
			return;
		}
		const fence = FENCE.exec(line);
		if (fence) {
			const flags = (fence[2] ?? "").trim().split(/\s+/).filter(Boolean);
			open = { start: index + 1, language: fence[1] ?? "", flags, body: [] };
		}
	});
	if (open) throw new Error(`${relative(root, file)}:${open.start}: code block never closed`);
	return blocks;
}
