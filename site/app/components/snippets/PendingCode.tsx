/** The panel of a tab whose code the page does not carry: loading from the build's file, or why not. */
export function PendingCode({ tab, failed }: { tab: { id: string; language: string }; failed: boolean }) {
	return (
		<p className="snippet-pending" data-tab={tab.id} data-lang={tab.language}>
			{failed ? "This code could not be loaded." : "Loading the code…"}
		</p>
	);
}
