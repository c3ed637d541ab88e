import { isValidElement, type ReactNode } from "react";

/** The plain text a React subtree renders, for slugs and accessible names. */
export function textContent(node: ReactNode): string {
	if (node === null || node === undefined || typeof node === "boolean") return "";
	if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return String(node);
	if (Array.isArray(node)) return node.map(textContent).join("");
	if (isValidElement<{ children?: ReactNode }>(node)) return textContent(node.props.children);
	return "";
}
