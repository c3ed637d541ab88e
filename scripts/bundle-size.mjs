// The measure both packages' benchmarks report for bundle size: a browser entry point bundled with
// esbuild, minified, then gzipped.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** Kilobytes of gzip for `source` (an entry module) bundled for the browser and minified. */
export async function bundleKb(source) {
	const result = await build({
		stdin: { contents: source, resolveDir: process.cwd(), loader: "js" },
		bundle: true,
		minify: true,
		platform: "browser",
		format: "esm",
		write: false,
		logLevel: "silent",
	});
	return gzipSync(result.outputFiles[0].contents).length / 1024;
}
