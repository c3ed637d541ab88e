import { SITE_CONFIG } from "../../site-config.js";

export function SiteFooter() {
	return (
		<footer className="site-footer" dir="ltr" lang="en">
			<p>
				{SITE_CONFIG.name}: task reference, inference client and code snippets for the model hub.{" "}
				<a href={SITE_CONFIG.repoUrl}>Source code</a>
			</p>
		</footer>
	);
}
