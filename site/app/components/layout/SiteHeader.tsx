import { NavLink } from "react-router";
import { SITE_CONFIG } from "../../site-config.js";
import { SearchField } from "../search/SearchField.js";
import { ThemeControl } from "../theme/ThemeControl.js";
import { AgentNote } from "./AgentNote.js";

const NAV = [
	{ to: "/tasks", label: "Tasks" },
	{ to: "/inference", label: "Inference" },
	{ to: "/snippets", label: "Snippets" },
	{ to: "/providers", label: "Providers" },
	{ to: "/reference", label: "Reference" },
	{ to: "/course/he/chapter0/1", label: "Course" },
] as const;

/** The site's header; `markdown` is the page's Markdown copy, named in the note for agents. */
export function SiteHeader({ markdown }: { markdown?: string }) {
	return (
		<header className="site-header" dir="ltr" lang="en">
			<a className="skip-link" href="#main">
				Skip to content
			</a>
			<AgentNote markdown={markdown} />
			<div className="site-header-inner">
				<a className="site-name" href="/">
					<span aria-hidden="true" className="site-logo">
						◆
					</span>
					{SITE_CONFIG.name}
				</a>
				<nav aria-label="Main">
					<ul>
						{NAV.map(({ to, label }) => (
							<li key={to}>
								<NavLink to={to} prefetch="intent">
									{label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<SearchField />
				<ThemeControl />
			</div>
		</header>
	);
}
