import { useRouteLoaderData } from "react-router";
import { isSearchShortcut } from "./shortcut.js";

/**
 * The page's only search code until the reader reaches for the field: on focus or typing it
 * imports the search module (search-box.ts, whose address the form carries), and `/`, Ctrl-K or
 * Cmd-K focus the field. A classic script right after the form, so the shortcuts work as soon as
 * the header is parsed. After a failed import the next focus tries again, at an address of its
 * own: the browser remembers a module that failed by its URL.
 */
const SEARCH_LOADER = `{const f=document.getElementById("site-search"),i=f.querySelector("input"),s=${isSearchShortcut.toString()};let p,n=0;const l=()=>{p??=import(f.dataset.script+(n?"?retry="+n:"")).then(m=>m.start(f),()=>{p=null;n++})};i.addEventListener("focus",l);i.addEventListener("input",l);addEventListener("keydown",e=>{if(s(e)){e.preventDefault();i.focus();i.select()}})}`;

/** The header's search: a static form that the search module brings to life. */
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
				// biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed loader; its only inputs are our own function and the form's bundle path.
				<script dangerouslySetInnerHTML={{ __html: SEARCH_LOADER }} />
			)}
		</>
	);
}
