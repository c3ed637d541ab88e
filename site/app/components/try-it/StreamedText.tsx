import { useEffect, useRef, useState } from "react";
import { countText, SHOWN_CHARS } from "./answer-limits.js";
import { ShownPart } from "./ShownPart.js";
import type { StreamedAnswer } from "./streamed-answer.js";

/**
 * A streamed answer's text. Each piece is appended to one text node, outside React: rendering the
 * growing string for every piece laid out the whole answer again each time, and froze the page.
 * Past SHOWN_CHARS only the count of characters changes; the whole answer is a download.
 */
export function StreamedText({ answer }: { answer: StreamedAnswer }) {
	const text = useRef<HTMLParagraphElement>(null);
	const total = useRef<HTMLSpanElement>(null);
	const [capped, setCapped] = useState(answer.length > SHOWN_CHARS);

	useEffect(() => {
		const element = text.current;
		if (!element) return;
		const node = document.createTextNode(answer.shown);
		element.replaceChildren(node);
		let cappedNow = false;
		const update = () => {
			if (node.length < answer.shown.length) node.appendData(answer.shown.slice(node.length));
			if (total.current) total.current.textContent = countText(answer.length);
			if (!cappedNow && answer.length > SHOWN_CHARS) {
				cappedNow = true;
				setCapped(true);
			}
		};
		update();
		return answer.subscribe(update);
	}, [answer]);

	return (
		<>
			<p className="try-it-text" ref={text} />
			{capped && (
				<ShownPart
					shown={answer.shown.length}
					total={<span ref={total}>{countText(answer.length)}</span>}
					unit="characters"
					name="answer.txt"
					content={() => answer.text()}
				/>
			)}
		</>
	);
}
