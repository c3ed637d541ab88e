import type { SnippetCall } from "../../generator/snippet-call.js";
import { pythonString } from "../../literals/python.js";
import {
	type BuiltUrl,
	builtUrl,
	type FieldPath,
	type JobRecipe,
	type MediaRecipe,
	outputFile,
	sameValue,
	seconds,
} from "../answer.js";

/** `name["a"][0]["b"]`: a value in parsed JSON. */
function at(name: string, path: FieldPath): string {
	return `${name}${path.map((key) => `[${typeof key === "number" ? key : pythonString(key)}]`).join("")}`;
}

/** The value a URL is made from: a link's path, or an id URL-encoded. */
function value(built: BuiltUrl, from: string): string {
	const field = at(from, built.field);
	return built.as === "path" ? `urlparse(${field}).path` : `quote(${field}, safe="")`;
}

/** The URL as Python, around `middle` (the value, or a variable holding it). */
function url(built: BuiltUrl, middle: string): string {
	return [pythonString(built.before), middle, ...(built.after ? [pythonString(built.after)] : [])].join(
		" + ",
	);
}

/** `== "x"` or `in ("x", "y")`. */
function matches(values: readonly string[]): string {
	return values.length === 1
		? `== ${pythonString(values[0] as string)}`
		: `in (${values.map(pythonString).join(", ")})`;
}

const GET_JSON = `def get_json(url):
    response = requests.get(url, headers=headers)
    response.raise_for_status()
    return response.json()`;

function follow(call: SnippetCall, job: JobRecipe): string {
	const status = at("status", job.field);
	const where = builtUrl(call, job.status);
	const name = where.as === "path" ? "job_path" : "job_id";
	const located = `${name} = ${value(where, "job")}\nstatus_url = ${url(where, name)}`;
	const pace = seconds(job.intervalMs);
	const checks = job.maxAttempts;
	const verdict = `    if ${status} ${matches(job.done)}:
        break
    if ${status} ${matches(job.failed)}:
        raise RuntimeError(f"The job failed: {status}")
    if check == ${checks}:
        raise TimeoutError("The job was still running after ${checks} status checks")`;
	const loop = job.settlesOnSubmit
		? `# The answer may already be the finished job; if not, its status is checked every ${pace} s, at most ${checks} times.
${located}
status = job
for check in range(${checks + 1}):
${verdict}
    time.sleep(${pace})
    status = get_json(status_url)`
		: `# The job runs on the provider's side: its status is checked every ${pace} s, at most ${checks} times.
${located}
for check in range(1, ${checks + 1}):
    time.sleep(${pace})
    status = get_json(status_url)
${verdict}`;
	const from = job.result && builtUrl(call, job.result);
	const result = from
		? `# The finished job's result is fetched apart.\nresult = get_json(${url(from, sameValue(from, where) ? name : value(from, "job"))})`
		: "";
	return `${GET_JSON}\n\n\n${loop}${result ? `\n\n${result}` : ""}`;
}

function save(media: MediaRecipe, answer: string): string {
	const file = pythonString(outputFile(media));
	if (media.in === "body") return `with open(${file}, "wb") as f:\n    f.write(response.content)`;
	const value = at(answer, media.path ?? []);
	if (media.in === "base64") {
		return `with open(${file}, "wb") as f:\n    f.write(base64.b64decode(${value}))`;
	}
	const link = media.maybeList
		? `output = ${value}\n# Some models answer with a list of links, others with one.\nlink = output[0] if isinstance(output, list) else output`
		: `link = ${value}`;
	return `# The file is downloaded from the link the answer gives.
${link}
media = requests.get(link)
media.raise_for_status()
with open(${file}, "wb") as f:
    f.write(media.content)`;
}

/**
 * The Python that finishes a call after `response` (follows the job, saves the file), and the
 * modules it needs beyond `requests`.
 */
export function pythonFinish(
	call: SnippetCall,
	finish: { job?: JobRecipe; media?: MediaRecipe },
): { code: string; modules: string[]; urllib: string[] } {
	const { job, media } = finish;
	const built = job ? [builtUrl(call, job.status), ...(job.result ? [builtUrl(call, job.result)] : [])] : [];
	const urllib = [
		...(built.some((part) => part.as === "id") ? ["quote"] : []),
		...(built.some((part) => part.as === "path") ? ["urlparse"] : []),
	];
	const modules = [...(media?.in === "base64" ? ["base64"] : []), ...(job ? ["time"] : [])];
	if (!job) {
		if (!media) return { code: "print(response.json())", modules, urllib };
		if (media.in === "body") return { code: save(media, ""), modules, urllib };
		return { code: `result = response.json()\n${save(media, "result")}`, modules, urllib };
	}
	// Without a result to fetch, the last status answer is the result.
	const answer = job.result ? "result" : "status";
	const end = media ? save(media, answer) : `print(${answer})`;
	return { code: `job = response.json()\n\n\n${follow(call, job)}\n\n${end}`, modules, urllib };
}
