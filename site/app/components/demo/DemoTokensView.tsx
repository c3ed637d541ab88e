import type { DemoTextWithTokens } from "@hubkit/tasks";
import type { ReactNode } from "react";

/** Six highlight colors, assigned to token types in order of first appearance. */
const PALETTE_SIZE = 6;

export function DemoTokensView({ text, tokens }: Pick<DemoTextWithTokens, "text" | "tokens">) {
	const types = [...new Set(tokens.map((token) => token.type))];
	const colorOf = (type: string) => `token-color-${types.indexOf(type) % PALETTE_SIZE}`;
	const pieces: ReactNode[] = [];
	let cursor = 0;
	for (const token of tokens) {
		if (token.start > cursor) pieces.push(text.slice(cursor, token.start));
		pieces.push(
			<mark key={token.start} className={`token ${colorOf(token.type)}`} data-type={token.type}>
				{text.slice(token.start, token.end)}
				<span className="token-type">{token.type}</span>
			</mark>,
		);
		cursor = token.end;
	}
	if (cursor < text.length) pieces.push(text.slice(cursor));
	return (
		<div className="demo-item demo-tokens">
			<p className="demo-tokens-text">{pieces}</p>
			<ul className="token-legend" aria-label="Token types">
				{types.map((type) => (
					<li key={type}>
						<span className={`token-swatch ${colorOf(type)}`} aria-hidden="true" />
						{type}
					</li>
				))}
			</ul>
		</div>
	);
}
