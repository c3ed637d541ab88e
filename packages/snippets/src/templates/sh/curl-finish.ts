import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsonString } from "../../literals/json.js";
import { shellQuote } from "../../literals/shell.js";
import {
	type BuiltUrl,
	builtUrl,
	type FieldPath,
	type JobRecipe,
	type MediaRecipe,
	outputFile,
	PLAIN_KEY,
	sameValue,
	seconds,
} from "../answer.js";

/** A jq path, `.a[0].b`. */
export function jqPath(path: FieldPath): string {
	const steps = path.map((key) =>
		typeof key === "number" ? `[${key}]` : PLAIN_KEY.test(key) ? `.${key}` : `.[${jsonString(key)}]`,
	);
	return steps.length === 0 ? "." : steps.join("");
}

/** `$(jq -r '…' <<<"$from")`: a value read from a JSON answer held in a shell variable. */
function read(filter: string, from: string): string {
	return `$(jq -r ${shellQuote(filter)} <<<"$${from}")`;
}

/** The value a URL is made from: a link's path (scheme, host, query and fragment taken off), or an id URL-encoded. */
function value(built: BuiltUrl, from: string): string {
	const filter =
		built.as === "path"
			? `${jqPath(built.field)} | sub("^[^:]+://[^/]*"; "") | sub("[?#].*$"; "")`
			: `${jqPath(built.field)} | @uri`;
	return read(filter, from);
}

/** The URL as a shell word, around `middle` (the value, or a variable holding it). */
function url(built: BuiltUrl, middle: string): string {
	return `${shellQuote(built.before)}"${middle}"${built.after ? shellQuote(built.after) : ""}`;
}

/** A `case` pattern matching any of the values, each quoted. */
function pattern(values: readonly string[]): string {
	return values.map(shellQuote).join(" | ");
}

const GET = `# A GET with the call's headers: prints the answer, or fails.
get() { curl -sS --fail-with-body "\${headers[@]}" "$1"; }`;

function follow(call: SnippetCall, job: JobRecipe): string {
	const where = builtUrl(call, job.status);
	const name = where.as === "path" ? "job_path" : "job_id";
	const located = `${name}=${value(where, "job")}\nstatus_url=${url(where, `$${name}`)}`;
	const pace = seconds(job.intervalMs);
	const checks = job.maxAttempts;
	const verdict = `    case "${read(jqPath(job.field), "status")}" in
        ${pattern(job.done)}) break ;;
        ${pattern(job.failed)}) echo "The job failed: $status" >&2; exit 1 ;;
    esac
    if [ "$check" -eq ${checks} ]; then echo "The job was still running after ${checks} status checks" >&2; exit 1; fi`;
	const wait = `    sleep ${pace}
    status=$(get "$status_url")`;
	const loop = job.settlesOnSubmit
		? `# The answer may already be the finished job; if not, its status is checked every ${pace} s, at most ${checks} times.
${located}
status=$job
for check in $(seq 0 ${checks}); do
${verdict}
${wait}
done`
		: `# The job runs on the provider's side: its status is checked every ${pace} s, at most ${checks} times.
${located}
for check in $(seq 1 ${checks}); do
${wait}
${verdict}
done`;
	const from = job.result && builtUrl(call, job.result);
	const result = from
		? `# The finished job's result is fetched apart.\nresult=$(get ${url(from, sameValue(from, where) ? `$${name}` : value(from, "job"))})`
		: "";
	return `${GET}\n\n${loop}${result ? `\n\n${result}` : ""}`;
}

/** Saves the file the JSON answer in `$answer` holds or links to. */
function save(media: MediaRecipe, answer: string): string {
	const file = shellQuote(outputFile(media));
	const path = jqPath(media.path ?? []);
	if (media.in === "base64") return `jq -r ${shellQuote(path)} <<<"$${answer}" | base64 -d > ${file}`;
	// Some models answer with a list of links, others with one.
	const filter = media.maybeList ? `${path} | if type == "array" then .[0] else . end` : path;
	return `# The file is downloaded from the link the answer gives.\ncurl -sS --fail-with-body -o ${file} "${read(filter, answer)}"`;
}

/**
 * The shell that finishes a call whose JSON answer is in `$job` (a job to follow) or `$result`:
 * follows the job, then saves the file or prints the result.
 */
export function curlFinish(call: SnippetCall, finish: { job?: JobRecipe; media?: MediaRecipe }): string {
	const { job, media } = finish;
	// Without a result to fetch, the last status answer is the result.
	const answer = !job ? "result" : job.result ? "result" : "status";
	const end = media ? save(media, answer) : `echo "$${answer}"`;
	return job ? `${follow(call, job)}\n\n${end}` : end;
}
