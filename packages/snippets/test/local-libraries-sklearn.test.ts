import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel } from "../src/index.js";
import { pythonRunnerUnder, type WorkerPool } from "./support/snippet-workers.js";

const run = promisify(execFile);

/** Whether a Python has these modules installed, asked of its import system without importing them. */
function hasModules(python: string, modules: string[]): boolean {
	const check = `import importlib.util, sys; sys.exit(0 if all(importlib.util.find_spec(m) for m in sys.argv[1:]) else 1)`;
	try {
		execFileSync(python, ["-c", check, ...modules], { stdio: "ignore" });
		return true;
	} catch {
		return false;
	}
}

/**
 * The first Python with scikit-learn, joblib and pandas: the snippets run under it. Debian's
 * python3-sklearn installs them for /usr/bin/python3, which may not be the `python3` first on PATH.
 */
const PYTHON = ["python3", "/usr/bin/python3"].find((python) =>
	hasModules(python, ["sklearn", "joblib", "pandas"]),
);
const hasSkops = PYTHON !== undefined && hasModules(PYTHON, ["skops"]);

/**
 * A stand-in for huggingface_hub whose hf_hub_download returns the file from a local folder laid
 * out as `<repo>/<file>`, and fails as the hub would for a file the repository does not have.
 */
const HUB_STUB = `
import os

def hf_hub_download(repo_id, filename, **kwargs):
    path = os.path.join(os.environ["LOCAL_HUB"], repo_id, filename)
    if not os.path.isfile(path):
        raise FileNotFoundError(f"{repo_id} has no file {filename}")
    return path
`;

/** Trains the models the snippets load, as skops and the hub's docs save them. */
const TRAIN = `
import os, sys
import joblib
import pandas as pd
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LinearRegression, LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.tree import DecisionTreeClassifier

hub = os.environ["LOCAL_HUB"]
def save(model, repo, file):
    os.makedirs(os.path.join(hub, repo), exist_ok=True)
    joblib.dump(model, os.path.join(hub, repo, file))

# Wine quality from two columns: high alcohol is "good".
wine = pd.DataFrame({"alcohol": [9.0, 9.2, 12.5, 13.0], "pH": [3.5, 3.4, 3.2, 3.1]})
save(DecisionTreeClassifier(random_state=0).fit(wine, ["bad", "bad", "good", "good"]), "acme/wine-quality", "skops-model.pkl")

# A price from size and rooms: 100 per square metre and nothing for rooms.
houses = pd.DataFrame({"size": [50, 80, 120], "rooms": [1, 2, 3]})
save(LinearRegression().fit(houses, [5000, 8000, 12000]), "acme/house-prices", "sklearn_model.joblib")

# Sentiment from text, saved under the hub's default file name.
texts = ["I love you", "I like you", "I hate you", "I despise you"]
save(make_pipeline(TfidfVectorizer(), LogisticRegression()).fit(texts, ["positive", "positive", "negative", "negative"]), "acme/sentiment", "sklearn_model.joblib")
`;

/**
 * Runs a file exactly as written, with the hub download stubbed to the local folder, in the file's
 * one Python runner (python-runner.py: a fresh \`__main__\` each time, as \`python3 file.py\` gives):
 * scikit-learn and pandas take most of a second of CPU to import, once here instead of per snippet,
 * and the snippets read nothing from the modules' state but the model file each one loads.
 */
async function runSnippet(
	runner: WorkerPool,
	content: string,
	dir: string,
	env: Record<string, string>,
): Promise<string> {
	const file = `snippet-${Math.random().toString(36).slice(2)}.py`;
	writeFileSync(join(dir, file), content);
	const answer = await runner.run(
		{ kind: "run", dir, file, env: { PATH: process.env.PATH ?? "", ...env } },
		60_000,
	);
	if (!answer.ok) throw new Error(`${file} failed: ${answer.stderr || answer.stdout}\n${content}`);
	return answer.stdout;
}

const sklearnCode = (model: HubModel & { id: string }) => {
	const snippet = getLocalSnippets(model).find((each) => each.kind === "library" && each.name === "sklearn");
	if (!snippet) throw new Error(`no scikit-learn snippet for ${model.id}`);
	return snippet.content;
};

describe.skipIf(PYTHON === undefined)(
	"the scikit-learn snippets run as written (needs Debian's python3-sklearn: apt-get install -y python3-sklearn python3-joblib python3-pandas)",
	() => {
		// A folder of its own under the system's temporary folder: other test files clear the
		// package's scratch folder while they run.
		const dir = mkdtempSync(join(tmpdir(), "hubkit-sklearn-"));
		const hub = join(dir, "hub");
		const stub = join(dir, "stub");
		const env = { PYTHONPATH: stub, LOCAL_HUB: hub };
		const runner = pythonRunnerUnder(PYTHON as string, env);

		beforeAll(async () => {
			mkdirSync(join(stub, "huggingface_hub"), { recursive: true });
			writeFileSync(join(stub, "huggingface_hub", "__init__.py"), HUB_STUB);
			await runSnippet(runner, TRAIN, dir, env);
		}, 180_000);
		afterAll(() => {
			runner.close();
			rmSync(dir, { recursive: true, force: true });
		});

		it("a tabular classifier predicts from the rows of its own widget data, its pickled file named by its config", async () => {
			const content = sklearnCode({
				id: "acme/wine-quality",
				pipeline_tag: "tabular-classification",
				library_name: "sklearn",
				tags: ["skops", "sklearn"],
				widgetData: [{ structured_data: { alcohol: [9.1, 12.8], pH: [3.45, 3.15] } }],
				config: { sklearn: { model: { file: "skops-model.pkl" }, model_format: "pickle" } },
			});
			expect(await runSnippet(runner, content, dir, env)).toBe("['bad' 'good']\n");
		}, 60_000);

		it("a regressor predicts from its config's column names when the hub has no example rows", async () => {
			const content = sklearnCode({
				id: "acme/house-prices",
				pipeline_tag: "tabular-regression",
				library_name: "sklearn",
				config: { sklearn: { columns: ["size", "rooms"] } },
			});
			// One row of zeros in the model's columns: the fitted line's intercept.
			const [prediction] =
				(await runSnippet(runner, content, dir, env)).match(/-?\d+(\.\d+)?(e-?\d+)?/) ?? [];
			expect(Math.abs(Number(prediction))).toBeLessThan(1e-6);
		}, 60_000);

		it("a text classifier, with no config, loads the hub's default file and predicts the example's label", async () => {
			const content = sklearnCode({
				id: "acme/sentiment",
				pipeline_tag: "text-classification",
				library_name: "sklearn",
			});
			expect(await runSnippet(runner, content, dir, env)).toBe("['positive']\n");
		}, 60_000);

		it.skipIf(!hasSkops)(
			"a .skops file loads through skops.io (skops is not packaged by Debian: runs where pip installed it)",
			async () => {
				await run(
					PYTHON as string,
					[
						"-c",
						"import sys, joblib, skops.io as sio; sio.dump(joblib.load(sys.argv[1]), sys.argv[2])",
						join(hub, "acme/wine-quality/skops-model.pkl"),
						join(hub, "acme/wine-quality/model.skops"),
					],
					{ timeout: 60_000 },
				);
				const content = sklearnCode({
					id: "acme/wine-quality",
					pipeline_tag: "tabular-classification",
					library_name: "sklearn",
					widgetData: [{ structured_data: { alcohol: [9.1], pH: [3.45] } }],
					config: { sklearn: { model: { file: "model.skops" }, model_format: "skops" } },
				});
				expect(await runSnippet(runner, content, dir, env)).toContain("['bad']");
			},
			60_000,
		);
	},
);
