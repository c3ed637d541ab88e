import { Island } from "../../islands/Island.js";
import { Heading } from "../heading/Heading.js";
import type { LocalModelChoice } from "./local-tab.js";

export interface RunLocallySectionProps {
	task: string;
	models: LocalModelChoice[];
	taskLabel: string;
}

/** A task page's "Run locally" section: its recommended models' code for libraries and local apps. */
export function RunLocallySection({ task, models, taskLabel }: RunLocallySectionProps) {
	if (models.length === 0) return null;
	return (
		<section>
			<Heading level={2}>Run locally</Heading>
			<p>
				Run a recommended model on your own machine, with the library it is built for or a local app. Install
				what the first block names, then run the code.
			</p>
			<Island name="run-locally" props={{ task, models, label: `Local code for ${taskLabel}` }} />
		</section>
	);
}
