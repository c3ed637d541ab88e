/**
 * The panel of a tab whose code the page does not carry: while its file loads, or why it did not.
 * Empty until the tab is shown, so the page's HTML does not say "Loading" where nothing loads.
 */
export function PendingCode({
	tab,
	loading,
	failed,
}: {
	tab: { id: string; language: string };
	loading: boolean;
	failed: boolean;
}) {
	return (
		<p className="snippet-pending" data-tab={tab.id} data-lang={tab.language}>
			{failed ? "This code could not be loaded." : loading ? "Loading the code…" : ""}
		</p>
	);
}
