import { Link } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { catalogueCounts } from "../lib/catalogue-data.server.js";
import { pageMeta } from "../lib/seo.js";
import type { Route } from "./+types/home";

export const loader = () => catalogueCounts();

export const meta = ({ location }: Route.MetaArgs) =>
	pageMeta({
		title: "Hubkit · documentation for the model hub",
		description:
			"Understand a machine-learning task, pick a model and call it: task reference, inference client, course.",
		path: location.pathname,
		type: "website",
	});

export default function Home({ loaderData }: Route.ComponentProps) {
	return (
		<div className="page home-page">
			<Heading level={1}>Find a model for your task, and call it in a minute</Heading>
			<p className="lead">
				Hubkit documents the model hub for developers: what each machine-learning task does, which models and
				datasets to start with, and how to call them from your own code.
			</p>
			<ul className="entry-points">
				<li>
					<Heading level={2}>
						<Link to="/tasks">Tasks</Link>
					</Heading>
					<p>
						{loaderData.taskTypes} task types, from text classification to robotics; {loaderData.documented}{" "}
						with a full page: a plain summary, a worked example, recommended models, datasets, spaces and
						metrics.
					</p>
				</li>
				<li>
					<Heading level={2}>
						<Link to="/inference">Inference</Link>
					</Heading>
					<p>The typed client for the hub's inference router and its providers, one function per task.</p>
				</li>
				<li>
					<Heading level={2}>
						<Link to="/reference">API reference</Link>
					</Heading>
					<p>
						Every export of the client, the snippet generator and the task data, with signatures and examples.
					</p>
				</li>
				<li>
					<Heading level={2}>
						<Link to="/mcp">MCP server</Link>
					</Heading>
					<p>
						These docs for your coding agent: search and read the pages, and get tested code for any model,
						from Claude Code, Cursor, VS Code or Codex.
					</p>
				</li>
				<li>
					<Heading level={2}>
						<Link to="/course/he/chapter0/1">Course</Link>
					</Heading>
					<p>
						The Transformers course introduction, in Hebrew: set up Python in a Colab notebook or a virtual
						environment.
					</p>
				</li>
			</ul>
		</div>
	);
}
