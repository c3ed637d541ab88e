/** A browser script's bundled, minified text, for a `<script>` element (scripts/build-inline-scripts.mjs). */
declare module "*?inline-script" {
	const script: string;
	export default script;
}
