import type { LocalCode } from "../context.js";

/**
 * For a library that cannot run a hub model from a few lines (it needs a game engine, a robot, the
 * recipe's own scripts): what it needs, said in comments, and its guide instead of invented code.
 */
export function guide(
	label: string,
	why: string,
	docsUrl: string,
	language: "python" | "sh" = "python",
): LocalCode {
	const content = why
		.split("\n")
		.map((line) => `# ${line}\n`)
		.join("");
	return { label, language, role: "guide", content: `${content}# Guide: ${docsUrl}\n`, docsUrl };
}
