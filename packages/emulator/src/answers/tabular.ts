import { random, seedOf } from "./seed.js";

/**
 * Class names of the models the emulator knows to be trained on named classes: scikit-learn
 * answers a classifier's own labels, so those models give strings where others give numbers.
 */
const NAMED_CLASSES: Array<[pattern: RegExp, classes: readonly string[]]> = [
	[/iris/i, ["setosa", "versicolor", "virginica"]],
];

function classOf(modelId: string, rng: ReturnType<typeof random>): number | string {
	const named = NAMED_CLASSES.find(([pattern]) => pattern.test(modelId))?.[1];
	if (named) return rng.pick(named);
	return modelId.toLowerCase().includes("wine") ? rng.int(5, 7) : rng.int(0, 1);
}

/** One prediction per row: a class for classification, a value for regression. */
export function predictRows(
	data: Record<string, unknown[]>,
	modelId: string,
	kind: "classification" | "regression",
) {
	const columns = Object.values(data);
	const rows = Math.max(0, ...columns.map((column) => column.length));
	return Array.from({ length: rows }, (_, r) => {
		const cells = columns.map((column) => column[r]);
		const rng = random(seedOf(modelId, JSON.stringify(cells)));
		if (kind === "classification") return classOf(modelId, rng);
		const numeric = cells.map(Number).filter(Number.isFinite);
		const base = numeric.reduce((sum, value) => sum + value, 0) * 3.7;
		return Math.round((base + rng.next() * 10) * 100) / 100;
	});
}
