import type { Facts } from "./fact.js";

/**
 * The shared client calls every local app's server gets (the generator's own chat templates, pointed
 * at the app's address): what their Python imports.
 */
export const FACTS: Facts = {
	python: [
		{
			module: "openai",
			names: ["OpenAI"],
			source: {
				repo: "openai/openai-python",
				ref: "0ae9cd68ade1c0be176a296a4bb732da848949cd",
				path: "src/openai/__init__.py",
			},
		},
		{
			module: "requests",
			names: [],
			source: { repo: "psf/requests", ref: "58cea7a7282999adafdc19a4e82e2d09207ab568", path: "README.md" },
		},
	],
};
