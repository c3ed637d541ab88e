import { IslandMarkup } from "../../islands/IslandMarkup.js";
import { Heading } from "../heading/Heading.js";
import { SpecCalls } from "./SpecCalls.js";
import { RequestParts, ResponseParts } from "./SpecParts.js";
import { specCalls } from "./spec-calls.js";
import type { TaskApi } from "./spec-table-data.js";

/**
 * A task page's Request and Response sections, or one sentence when the client does not serve the
 * task. A page that documents more than one call shows them as tabs, and carries the first one's
 * tables only: on /tasks/text-generation, textGeneration's beside chatCompletion's took the page's
 * text over the 50 K characters an agent's reader takes in one go.
 */
export function ApiReference({ api }: { api: TaskApi }) {
	if (!api.served) {
		return (
			<section>
				<Heading level={2}>Request</Heading>
				<p>The inference client does not serve this task yet; there is no request to describe.</p>
			</section>
		);
	}
	const [first, ...others] = api.specs;
	if (first && others.length > 0) {
		const props = { page: api.page, calls: specCalls(api.specs) };
		return (
			<IslandMarkup name="spec-calls" props={props}>
				<SpecCalls
					{...props}
					first={{ request: <RequestParts spec={first} />, response: <ResponseParts spec={first} /> }}
				/>
			</IslandMarkup>
		);
	}
	return (
		<>
			<section>
				<Heading level={2}>Request</Heading>
				{api.specs.map((spec) => (
					<RequestParts key={spec.task} spec={spec} />
				))}
			</section>
			<section>
				<Heading level={2}>Response</Heading>
				{api.specs.map((spec) => (
					<ResponseParts key={spec.task} spec={spec} />
				))}
			</section>
		</>
	);
}
