import { useRouteLoaderData } from "react-router";
import SEARCH_LOADER from "../../browser/search-loader.ts?inline-script";

/**
 * The header's search: a static form that the search module brings to life, fetched by the inline
 * loader after it (browser/search-loader.ts) when the reader reaches for the field.
 */
export function SearchField() {
	const script = useRouteLoaderData<{ searchScript?: string }>("root")?.searchScript;
	return (
		<>
			{/* biome-ignore lint/a11y/useSemanticElements: a form, for Enter to submit; role="search" makes it the search landmark in browsers older than the <search> element too. */}
			<form role="search" id="site-search" className="site-search" data-script={script} data-pagefind-ignore>
				<label htmlFor="site-search-input" className="visually-hidden">
					Search
				</label>
				<input
					id="site-search-input"
					type="search"
					name="q"
					placeholder="Search"
					autoComplete="off"
					spellCheck={false}
					enterKeyHint="search"
					aria-keyshortcuts="/ Control+K Meta+K"
				/>
				<span className="site-search-key" aria-hidden="true">
					/
				</span>
				<p role="status" className="site-search-status visually-hidden" />
				<div className="site-search-results" hidden>
					<ul aria-label="Search results" />
					<p className="site-search-empty" hidden />
					<p className="site-search-more" hidden />
				</div>
			</form>
			{script && (
				// biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed loader of ours; it reads the bundle path from the form.
				<script dangerouslySetInnerHTML={{ __html: SEARCH_LOADER }} />
			)}
		</>
	);
}
