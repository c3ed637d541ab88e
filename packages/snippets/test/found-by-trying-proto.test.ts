import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets, planSnippetCall } from "../src/index.js";

const CHAT_MODEL = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};
/** Parameters as JSON.parse gives them: `__proto__` is an own key holding data, never a prototype. */
const PARAMETERS = JSON.parse('{"__proto__": {"seed": 7, "stop": ["x"]}, "top_k": 3}') as Record<
	string,
	unknown
>;

/** A value as JSON with every object's keys sorted, so two bodies compare whatever their key order. */
function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
	if (value !== null && typeof value === "object") {
		const keys = Object.keys(value).sort();
		return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(",")}}`;
	}
	return JSON.stringify(value);
}

/** Python reads the chat call's arguments (keywords and `**{…}`) as the dict the client sends, printed as JSON. */
const PYTHON_ARGUMENTS = `import ast, json, sys
tree = ast.parse(sys.argv[1])
call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "create")
body = {}
for k in call.keywords:
    if k.arg is None: body.update(ast.literal_eval(k.value))
    else: body[k.arg] = ast.literal_eval(k.value)
print(json.dumps(body))`;

/** The object the JS openai snippet passes to create(), evaluated as JavaScript evaluates the literal. */
function jsArgument(source: string): unknown {
	const start = source.indexOf("client.chat.completions.create(") + "client.chat.completions.create(".length;
	const end = source.indexOf(");", start);
	return new Function(`return (${source.slice(start, end)});`)();
}

describe("a chat parameter named __proto__ makes the same request in every snippet", () => {
	for (const streaming of [false, true]) {
		it(`openai (JS and Python) and huggingface_hub send it nested, as curl does (streaming: ${streaming})`, async () => {
			const options = { parameters: PARAMETERS, streaming };
			const call = planSnippetCall(CHAT_MODEL, "hf-inference", undefined, options);
			const body = JSON.parse(JSON.stringify(call?.body)) as Record<string, unknown>;
			expect(Object.keys(body)).toContain("__proto__");
			const snippets = getInferenceSnippets(CHAT_MODEL, "hf-inference", undefined, options);
			const of = (language: string, client: string) => {
				const found = snippets.find((each) => each.language === language && each.client === client);
				if (!found) throw new Error(`no ${language}/${client} snippet`);
				return found.content;
			};
			expect(canonical(jsArgument(of("js", "openai")))).toBe(canonical(body));
			for (const client of ["openai", "huggingface_hub"]) {
				const { stdout } = await promisify(execFile)("python3", [
					"-c",
					PYTHON_ARGUMENTS,
					of("python", client),
				]);
				expect(canonical(JSON.parse(stdout)), client).toBe(canonical(body));
			}
		});
	}
});
