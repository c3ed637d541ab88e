import type { TaskDemo as TaskDemoData } from "@hubkit/tasks";
import type { DemoMedia } from "../../lib/media.js";
import { DemoItemView } from "./DemoItemView.js";

export interface TaskDemoProps {
	demo: TaskDemoData;
	taskName: string;
	media: DemoMedia;
}

/** Inputs, then the model, then outputs: the shape of one call, left to right (or top to bottom on phones). */
export function TaskDemo({ demo, taskName, media }: TaskDemoProps) {
	return (
		<div className="task-demo">
			<section className="demo-side" aria-label="Inputs">
				<div className="demo-side-title">Inputs</div>
				{demo.inputs.map((item, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: demo items are static and ordered.
					<DemoItemView key={index} item={item} media={media} side="Input" />
				))}
			</section>
			<div className="demo-model" aria-hidden="true">
				<span className="demo-arrow">→</span>
				<span>{taskName} model</span>
				<span className="demo-arrow">→</span>
			</div>
			<section className="demo-side" aria-label="Outputs">
				<div className="demo-side-title">Output</div>
				{demo.outputs.map((item, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: demo items are static and ordered.
					<DemoItemView key={index} item={item} media={media} side="Output" />
				))}
			</section>
		</div>
	);
}
