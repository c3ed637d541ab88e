import { useEffect, useMemo, useState } from "react";
import { DemoChartView } from "../demo/DemoChartView.js";
import { DemoTokensView } from "../demo/DemoTokensView.js";
import { countText, SHOWN_CHARS, SHOWN_LABELS, SHOWN_SPANS, textStart } from "./answer-limits.js";
import { blobToDataUrl } from "./call-args.js";
import { asDownload } from "./download-file.js";
import type { ResultShape } from "./result-shape.js";
import { ShownPart } from "./ShownPart.js";

/**
 * A generated file: images as data URLs (the site's policy allows those for images), sound and
 * video as object URLs, released when the result goes away.
 */
function MediaResult({ blob, label }: { blob: Blob; label?: string }) {
	const [url, setUrl] = useState<string>();
	const image = blob.type.startsWith("image/");
	useEffect(() => {
		if (image) {
			let current = true;
			blobToDataUrl(blob).then((data) => current && setUrl(data));
			return () => {
				current = false;
			};
		}
		// A file that is not played here is only ever saved: see asDownload.
		const playable = blob.type.startsWith("audio/") || blob.type.startsWith("video/");
		const objectUrl = URL.createObjectURL(playable ? blob : asDownload(blob));
		setUrl(objectUrl);
		return () => URL.revokeObjectURL(objectUrl);
	}, [blob, image]);
	if (!url) return null;
	if (image)
		return <img className="try-it-image" src={url} alt="What the model generated from your inputs" />;
	if (blob.type.startsWith("audio/")) {
		// biome-ignore lint/a11y/useMediaCaption: generated sound has no transcript to caption it with.
		return <audio controls src={url} aria-label={label ?? "The sound the model generated"} />;
	}
	if (blob.type.startsWith("video/")) {
		// biome-ignore lint/a11y/useMediaCaption: a generated clip has no captions to offer.
		return <video controls src={url} aria-label="The video the model generated" className="try-it-video" />;
	}
	return (
		<a href={url} download="result">
			Download the result ({blob.type || "binary"}, {countText(blob.size)} bytes)
		</a>
	);
}

/** An answer's text, its first SHOWN_CHARS characters on the page. */
function LongText({ text }: { text: string }) {
	return (
		<>
			<p className="try-it-text">{textStart(text, SHOWN_CHARS)}</p>
			{text.length > SHOWN_CHARS && (
				<ShownPart
					shown={textStart(text, SHOWN_CHARS).length}
					total={countText(text.length)}
					unit="characters"
					name="answer.txt"
					content={() => text}
				/>
			)}
		</>
	);
}

/** An answer as indented JSON, in a region that scrolls; a long one is cut like long text. */
function JsonAnswer({ value }: { value: unknown }) {
	const json = useMemo(() => JSON.stringify(value, null, 2) ?? String(value), [value]);
	const shown = textStart(json, SHOWN_CHARS);
	return (
		<>
			<section
				className="try-it-json"
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a long answer scrolls, and keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
				tabIndex={0}
				aria-label="Answer as JSON"
			>
				<pre>{shown}</pre>
			</section>
			{shown.length < json.length && (
				<ShownPart
					shown={shown.length}
					total={countText(json.length)}
					unit="characters"
					name="answer.json"
					content={() => json}
				/>
			)}
		</>
	);
}

/** The answer of a call, with the demo's renderers where its shape has one, cut where it is long. */
export function TryItResultView({ shape }: { shape: ResultShape }) {
	switch (shape.kind) {
		case "labels":
			return (
				<>
					<DemoChartView data={shape.data.slice(0, SHOWN_LABELS)} />
					{shape.data.length > SHOWN_LABELS && (
						<ShownPart
							shown={SHOWN_LABELS}
							total={countText(shape.data.length)}
							unit="labels"
							name="answer.json"
							content={() => JSON.stringify(shape.data, null, 2)}
						/>
					)}
				</>
			);
		case "tokens":
			return (
				<>
					<DemoTokensView text={shape.text} tokens={shape.tokens.slice(0, SHOWN_SPANS)} />
					{shape.tokens.length > SHOWN_SPANS && (
						<ShownPart
							shown={SHOWN_SPANS}
							total={countText(shape.tokens.length)}
							unit="marked spans"
							name="answer.json"
							content={() => JSON.stringify(shape.tokens, null, 2)}
						/>
					)}
				</>
			);
		case "media":
			return <MediaResult blob={shape.blob} />;
		case "tracks":
			return (
				<>
					{shape.tracks.map((track, index) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: tracks have no identity but their position.
						<figure key={index} className="try-it-track">
							<MediaResult blob={track.blob} label={track.label} />
							<figcaption>{track.label}</figcaption>
						</figure>
					))}
				</>
			);
		case "text":
			return <LongText text={shape.text} />;
		case "json":
			return <JsonAnswer value={shape.value} />;
	}
}
