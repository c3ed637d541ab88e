import { noIndexMeta } from "../lib/seo.js";

export const NOT_FOUND_DESCRIPTION =
	"There is no Hubkit page at this address. Browse the task catalogue or start from the home page.";

export const meta = () => noIndexMeta("Page not found · Hubkit", NOT_FOUND_DESCRIPTION);

export function NotFoundContent() {
	return (
		<div className="page not-found">
			<h1>Page not found</h1>
			<p>There is no page at this address. It may have moved, or the link may have a typo.</p>
			<ul>
				<li>
					<a href="/tasks">Browse every task</a>
				</li>
				<li>
					<a href="/">Go to the home page</a>
				</li>
			</ul>
		</div>
	);
}

export default function NotFound() {
	return <NotFoundContent />;
}
