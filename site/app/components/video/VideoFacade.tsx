import { useState } from "react";

export interface VideoFacadeProps {
	youtubeId: string;
	title: string;
}

/**
 * Nothing is requested from a third party until the reader asks for the video: the facade is
 * drawn locally, and only a click swaps in the privacy-enhanced embed.
 */
export function VideoFacade({ youtubeId, title }: VideoFacadeProps) {
	const [playing, setPlaying] = useState(false);
	if (playing) {
		return (
			<div className="video-frame">
				<iframe
					src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
					title={title}
					allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
					allowFullScreen
				/>
			</div>
		);
	}
	return (
		<div className="video-frame video-facade">
			<button type="button" className="video-play" onClick={() => setPlaying(true)}>
				<svg aria-hidden="true" focusable="false" viewBox="0 0 68 48" width="68" height="48">
					<rect width="68" height="48" rx="12" fill="currentColor" />
					<path d="M27 14v20l18-10z" fill="#fff" />
				</svg>
				<span>Play video: {title}</span>
			</button>
			<p className="video-note">
				Loads from YouTube when you press play.{" "}
				<a href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}>Watch on YouTube</a>
			</p>
		</div>
	);
}
