import { describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel } from "../src/index.js";
import { LOCAL_APPS } from "../src/local/apps/table.js";
import { APP_MODELS } from "./local/app-models.js";
import { FACTS } from "./local/facts/index.js";

/** The words of a shell line as the shell splits them: quotes removed, `\` escapes kept literal. */
function shellWords(line: string): string[] {
	const words: string[] = [];
	let word: string | undefined;
	for (let i = 0; i < line.length; i++) {
		const char = line[i] as string;
		if (char === "'") {
			const end = line.indexOf("'", i + 1);
			word = (word ?? "") + line.slice(i + 1, end);
			i = end;
		} else if (char === '"') {
			const end = line.indexOf('"', i + 1);
			word = (word ?? "") + line.slice(i + 1, end);
			i = end;
		} else if (char === " " || char === "\t") {
			if (word !== undefined) words.push(word);
			word = undefined;
		} else word = (word ?? "") + char;
	}
	if (word !== undefined) words.push(word);
	return words;
}

/** Programs of the shell itself, which need no fact: writing the prompt to a file, running an installer. */
const SHELL = new Set(["printf", "sh"]);

/** Each command of a snippet's code lines: its words, one entry per pipeline part. */
const commandsOf = (content: string) =>
	content
		.split("\n")
		.filter((line) => line.trim() !== "" && !line.startsWith("#"))
		// A variable set from a command's output (`key=$(…)`): the command inside.
		.map((line) => line.replace(/^[A-Za-z_]\w*=\$\((.*)\)$/, "$1"))
		.flatMap((line) => line.split(" | ").map(shellWords));

/** The fact rows whose command's words start the command, longest first (`lms server start` before `lms`). */
function factsFor(words: string[]) {
	return FACTS.commands.filter((fact) => {
		const factWords = fact.command.split(" ");
		return factWords.every((each, index) => words[index] === each);
	});
}

/** Which options a command passes: every word starting with `-` up to `--` (after it, all are arguments). */
function optionsOf(words: string[]): string[] {
	const options: string[] = [];
	for (const word of words) {
		if (!word.startsWith("-") || word === "-") continue;
		options.push(word);
		if (word === "--") break;
	}
	return options;
}

/** The apps' commands the models of every format get, and their links. */
const appSnippets = APP_MODELS.flatMap((model: HubModel) =>
	getLocalSnippets(model).filter((snippet) => snippet.kind === "app"),
);
const starts = appSnippets.filter((snippet) => snippet.role === "start");
const guides = appSnippets.filter((snippet) => snippet.role === "guide");

describe("every fact an app's snippet relies on is in the facts table", () => {
	it("the test models reach every app of the table", () => {
		expect([...new Set(appSnippets.map((snippet) => snippet.name))].sort()).toEqual(
			LOCAL_APPS.map((app) => app.id).sort(),
		);
	});

	it("every command a start runs, and every command that installs an app, is a fact, with every option it passes", () => {
		const unknown: string[] = [];
		for (const snippet of starts) {
			for (const words of commandsOf(`${snippet.setup ?? ""}\n${snippet.content}`)) {
				if (SHELL.has(words[0] ?? "")) continue;
				// `docker run <options> <image> <image's options>`: each part checked against its own rows.
				const parts = splitImage(words);
				for (const part of parts) {
					const facts = factsFor(part);
					if (facts.length === 0) {
						unknown.push(`${snippet.name}: ${part.join(" ")}`);
						continue;
					}
					const known = new Set(facts.flatMap((fact) => fact.flags));
					for (const option of optionsOf(part.slice(facts[0]?.command.split(" ").length)))
						if (!known.has(option)) unknown.push(`${snippet.name}: ${facts[0]?.command} ${option}`);
				}
			}
		}
		expect(unknown).toEqual([]);
	});

	it("every link an app is opened by starts with a link the hub's list gives", () => {
		const links = guides.flatMap((snippet) =>
			[...snippet.content.matchAll(/^# ((?:[a-z]+):\/\/\S+)$/gm)].map((match): [string, string] => [
				snippet.name,
				match[1] as string,
			]),
		);
		expect([...new Set(links.map(([name]) => name))].sort()).toEqual(
			[...new Set(guides.map((snippet) => snippet.name))].sort(),
		);
		for (const [name, link] of links)
			expect(
				FACTS.commands.some((fact) => link.startsWith(fact.command) && fact.command.includes("://")),
				`${name}: ${link}`,
			).toBe(true);
	});

	it("every call goes to its app's documented port, with a key only where the app checks one", () => {
		const calls = appSnippets.filter((snippet) => snippet.role === "call" && snippet.language === "sh");
		expect(calls.length).toBeGreaterThan(0);
		for (const call of calls) {
			const fact = FACTS.apps.find((each) => each.app === call.name);
			expect(fact, call.name).toBeDefined();
			const url = new URL(/'(http:\/\/[^']+)'/.exec(call.content)?.[1] ?? "");
			expect(Number(url.port), call.name).toBe(fact?.port);
			expect(url.pathname, call.name).toMatch(/\/v1\/chat\/completions$/);
			expect(call.content.includes("Bearer $API_TOKEN"), call.name).toBe(fact?.needsKey);
		}
		// Every app with a server has its facts row, and only those.
		const served = LOCAL_APPS.filter((app) => app.server).map((app) => app.id);
		expect(FACTS.apps.map((fact) => fact.app).sort()).toEqual(served.sort());
	});

	it("every app's address is the one its facts row gives", () => {
		for (const app of LOCAL_APPS) {
			if (!app.server) continue;
			const fact = FACTS.apps.find((each) => each.app === app.id);
			expect(Number(new URL(app.server.baseUrl).port), app.id).toBe(fact?.port);
			expect(app.server.key === "required", app.id).toBe(fact?.needsKey);
		}
	});
});

/** A `docker run` command split before its image, whose options are the image's program's. */
function splitImage(words: string[]): string[][] {
	const image = words.findIndex((word) => /^[a-z0-9.-]+\.[a-z]+\/[^\s]+:[\w.-]+$/.test(word));
	if (words[0] !== "docker" || words[1] !== "run" || image < 0) return [words];
	return [words.slice(0, image), words.slice(image)];
}
