import { MODEL_LIBRARIES, MODEL_LIBRARY_KEYS } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { getLocalSnippets } from "../src/index.js";

/** Names a plain object answers from its prototype: a lookup keyed by input must not see them. */
const INHERITED = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf"];

describe("the library writers look names up as own properties only", () => {
	it("a Stable-Baselines3 repository named after an Object built-in gets the guide, not a built-in's source", () => {
		for (const name of INHERITED) {
			const [snippet] = getLocalSnippets({
				id: `acme/${name}-CartPole-v1`,
				pipeline_tag: "reinforcement-learning",
				library_name: "stable-baselines3",
			});
			expect(snippet?.content, name).not.toContain("native code");
			expect(snippet?.content, name).not.toContain("from stable_baselines3 import");
			expect(snippet?.content, name).toContain("# Guide: ");
		}
	});

	it("no library writes a built-in's source for any id, tag or config named after one", () => {
		const leaks: string[] = [];
		for (const library of MODEL_LIBRARY_KEYS) {
			for (const task of MODEL_LIBRARIES[library].tasks) {
				for (const name of INHERITED) {
					const snippets = getLocalSnippets({
						id: `acme/${name}`,
						pipeline_tag: task,
						library_name: library,
						tags: [name, `base_model:adapter:acme/${name}`],
					});
					for (const snippet of snippets)
						if (/native code|\[object Object\]|\bundefined\b/.test(snippet.content))
							leaks.push(`${library} ${task} ${name}: ${snippet.label}`);
				}
			}
		}
		expect(leaks).toEqual([]);
	});
});
