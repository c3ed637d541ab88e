import { useEffect, useState } from "react";
import { DemoChartView } from "../demo/DemoChartView.js";
import { DemoTokensView } from "../demo/DemoTokensView.js";
import { blobToDataUrl } from "./call-args.js";
import { asDownload } from "./download-file.js";
import type { ResultShape } from "./result-shape.js";

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
			Download the result ({blob.type || "binary"}, {blob.size} bytes)
		</a>
	);
}

/** The answer of a call, with the demo's renderers where its shape has one. */
export function TryItResultView({ shape }: { shape: ResultShape }) {
	switch (shape.kind) {
		case "labels":
			return <DemoChartView data={shape.data} />;
		case "tokens":
			return <DemoTokensView text={shape.text} tokens={shape.tokens} />;
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
			return <p className="try-it-text">{shape.text}</p>;
		case "json":
			return (
				<section
					className="try-it-json"
					// biome-ignore lint/a11y/noNoninteractiveTabindex: a long answer scrolls, and keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
					tabIndex={0}
					aria-label="Answer as JSON"
				>
					<pre>{JSON.stringify(shape.value, null, 2)}</pre>
				</section>
			);
	}
}
