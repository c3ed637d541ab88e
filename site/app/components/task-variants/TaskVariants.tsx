import type { TaskVariant } from "@hubkit/tasks";
import { slugify } from "../../lib/slugify.js";
import { hubUrl } from "../../site-config.js";
import { Heading } from "../heading/Heading.js";

export interface TaskVariantsProps {
	variants: TaskVariant[] | undefined;
}

/**
 * The ways a task is done that take or give different things, each with a worked example and a
 * model to start from. Nothing is shown for a task without variants.
 */
export function TaskVariants({ variants }: TaskVariantsProps) {
	if (!variants || variants.length === 0) return null;
	return (
		<section>
			<Heading level={2}>Variants</Heading>
			<ul className="task-variants">
				{variants.map((variant) => (
					<li key={variant.name}>
						{/* Prefixed: a variant may share its name with a use case on the same page. */}
						<Heading level={3} id={`variant-${slugify(variant.name)}`}>
							{variant.name}
						</Heading>
						<p>{variant.description}</p>
						<dl className="variant-example">
							<div>
								<dt>Input</dt>
								<dd>{variant.input}</dd>
							</div>
							<div>
								<dt>Output</dt>
								<dd>{variant.output}</dd>
							</div>
							<div>
								<dt>Model</dt>
								<dd>
									<a href={hubUrl("model", variant.model)} className="repo-id">
										{variant.model}
									</a>
								</dd>
							</div>
						</dl>
					</li>
				))}
			</ul>
		</section>
	);
}
