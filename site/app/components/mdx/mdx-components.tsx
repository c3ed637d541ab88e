import type { MDXComponents } from "mdx/types";
import type { ReactNode } from "react";
import { CodeBlock, type CodeBlockProps } from "../code-block/CodeBlock.js";
import { Heading, type HeadingLevel } from "../heading/Heading.js";

const heading =
	(level: HeadingLevel) =>
	({ children }: { children?: ReactNode }) => <Heading level={level}>{children}</Heading>;

/** Markdown rendered through the site's own pieces: headings get anchors, fences become code blocks. */
export const MDX_COMPONENTS: MDXComponents = {
	h1: heading(1),
	h2: heading(2),
	h3: heading(3),
	h4: heading(4),
	h5: heading(5),
	h6: heading(6),
	pre: (props) => <CodeBlock {...(props as unknown as CodeBlockProps)} />,
	code: ({ children }) => <code dir="ltr">{children}</code>,
};
