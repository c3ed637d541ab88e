import type { DemoItem } from "@hubkit/tasks";
import { type DemoMedia, mediaUrl } from "../../lib/media.js";
import { DemoChartView } from "./DemoChartView.js";
import { DemoTableView } from "./DemoTableView.js";
import { DemoTokensView } from "./DemoTokensView.js";
import type { DemoSide } from "./demo-side.js";

export interface DemoItemViewProps {
	item: DemoItem;
	media: DemoMedia;
	side: DemoSide;
}

export function DemoItemView({ item, media, side }: DemoItemViewProps) {
	switch (item.type) {
		case "text":
			return (
				<div className="demo-item demo-text">
					<div className="demo-label">{item.label}</div>
					<p className="demo-text-content">{item.content}</p>
				</div>
			);
		case "img": {
			const file = media[item.filename];
			return (
				<div className="demo-item demo-img">
					<img
						src={mediaUrl(item.filename)}
						alt={file?.description ?? ""}
						width={file?.width}
						height={file?.height}
						loading="lazy"
						decoding="async"
					/>
				</div>
			);
		}
		case "audio":
			return (
				<figure className="demo-item demo-audio">
					{/* biome-ignore lint/a11y/useMediaCaption: the transcript below the player serves as the caption. */}
					<audio controls preload="none" src={mediaUrl(item.filename)} />
					<figcaption>{media[item.filename]?.description}</figcaption>
				</figure>
			);
		case "chart":
			return <DemoChartView data={item.data} />;
		case "tabular":
			return <DemoTableView table={item.table} side={side} />;
		case "text-with-tokens":
			return <DemoTokensView text={item.text} tokens={item.tokens} />;
	}
}
