/** What the Compare providers island of a chat page receives, computed at build time. */
export interface CompareProvidersProps {
	/** The page's model, a hub id (`owner/name`): the one the router is asked about. */
	model: string;
	/** The providers the dated table says serve the model, in the table's order. */
	providers: string[];
	/** The dated table's day, `YYYY-MM-DD`, and the same day in words. */
	asOf: { iso: string; words: string };
}
