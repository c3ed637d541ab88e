import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsString } from "../../literals/javascript.js";
import {
	type BuiltUrl,
	builtUrl,
	type FieldPath,
	type JobRecipe,
	type MediaRecipe,
	outputFile,
	PLAIN_KEY,
	sameValue,
} from "../answer.js";

/** `name.a[0].b`: a value in parsed JSON. */
function at(name: string, path: FieldPath): string {
	return `${name}${path
		.map((key) =>
			typeof key === "number" ? `[${key}]` : PLAIN_KEY.test(key) ? `.${key}` : `[${jsString(key)}]`,
		)
		.join("")}`;
}

/** The value a URL is made from: a link's path, or an id URL-encoded. */
function value(built: BuiltUrl, from: string): string {
	const field = at(from, built.field);
	return built.as === "path" ? `new URL(${field}).pathname` : `encodeURIComponent(${field})`;
}

/** The URL as JavaScript, around `middle` (the value, or a variable holding it). */
function url(built: BuiltUrl, middle: string): string {
	return [jsString(built.before), middle, ...(built.after ? [jsString(built.after)] : [])].join(" + ");
}

/** `=== "x"` as a test of `value`, or `["x", "y"].includes(value)`. */
function matches(value: string, values: readonly string[]): string {
	return values.length === 1
		? `${value} === ${jsString(values[0] as string)}`
		: `[${values.map(jsString).join(", ")}].includes(${value})`;
}

const GET_JSON = `async function getJson(url) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
    return response.json();
}`;

function follow(call: SnippetCall, job: JobRecipe): string {
	const status = at("status", job.field);
	const where = builtUrl(call, job.status);
	const name = where.as === "path" ? "jobPath" : "jobId";
	const located = `const ${name} = ${value(where, "job")};\nconst statusUrl = ${url(where, name)};`;
	const pace = job.intervalMs;
	const checks = job.maxAttempts;
	const verdict = `    if (${matches(status, job.done)}) break;
    if (${matches(status, job.failed)}) throw new Error(\`The job failed: \${JSON.stringify(status)}\`);
    if (check === ${checks}) throw new Error("The job was still running after ${checks} status checks");`;
	const wait = `    await new Promise((resolve) => setTimeout(resolve, ${pace}));
    status = await getJson(statusUrl);`;
	const loop = job.settlesOnSubmit
		? `// The answer may already be the finished job; if not, its status is checked every ${pace} ms, at most ${checks} times.
${located}
let status = job;
for (let check = 0; ; check++) {
${verdict}
${wait}
}`
		: `// The job runs on the provider's side: its status is checked every ${pace} ms, at most ${checks} times.
${located}
let status;
for (let check = 1; ; check++) {
${wait}
${verdict}
}`;
	const from = job.result && builtUrl(call, job.result);
	const result = from
		? `// The finished job's result is fetched apart.\nconst result = await getJson(${url(from, sameValue(from, where) ? name : value(from, "job"))});`
		: "";
	return `${GET_JSON}\n\n${loop}${result ? `\n\n${result}` : ""}`;
}

function save(media: MediaRecipe, answer: string): string {
	const file = jsString(outputFile(media));
	if (media.in === "body") return `await writeFile(${file}, Buffer.from(await response.arrayBuffer()));`;
	const value = at(answer, media.path ?? []);
	if (media.in === "base64") return `await writeFile(${file}, Buffer.from(${value}, "base64"));`;
	const link = media.maybeList
		? `const output = ${value};\n// Some models answer with a list of links, others with one.\nconst link = Array.isArray(output) ? output[0] : output;`
		: `const link = ${value};`;
	return `// The file is downloaded from the link the answer gives.
${link}
const media = await fetch(link);
if (!media.ok) throw new Error(\`HTTP \${media.status}: \${await media.text()}\`);
await writeFile(${file}, Buffer.from(await media.arrayBuffer()));`;
}

/** The JavaScript that finishes a call after `response` (follows the job, saves the file). */
export function fetchFinish(call: SnippetCall, finish: { job?: JobRecipe; media?: MediaRecipe }): string {
	const { job, media } = finish;
	if (!job) {
		if (!media) return "const result = await response.json();\nconsole.log(result);";
		if (media.in === "body") return save(media, "");
		return `const result = await response.json();\n${save(media, "result")}`;
	}
	// Without a result to fetch, the last status answer is the result.
	const answer = job.result ? "result" : "status";
	const end = media ? save(media, answer) : `console.log(${answer});`;
	return `const job = await response.json();\n\n${follow(call, job)}\n\n${end}`;
}
