import { useEffect, useState } from "react";

/**
 * `load`, run on the first call and its promise given to every later one; a failed load (the
 * connection dropped) is run again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
	let loading: Promise<T> | undefined;
	return () => {
		if (!loading) {
			const started = load();
			loading = started;
			started.catch(() => {
				if (loading === started) loading = undefined;
			});
		}
		return loading;
	};
}

export interface EngineLoad<T> {
	engine: T | undefined;
	/** The last load failed and none has succeeded. */
	loadFailed: boolean;
}

/**
 * A generator's heavy half, loaded by `load` once `wanted` (the view leaves the prerendered
 * default). After a failed load, every change of the values in `attempt` (the reader's next
 * change) tries again, as the status line promises.
 */
export function useEngine<T>(
	load: () => Promise<T>,
	wanted: boolean,
	attempt: readonly unknown[],
): EngineLoad<T> {
	const [engine, setEngine] = useState<T>();
	const [loadFailed, setLoadFailed] = useState(false);
	// The values of `attempt` are dependencies only so that each change of them tries again after a failed load.
	useEffect(() => {
		if (!wanted || engine) return;
		load().then(
			(loaded) => {
				setEngine(() => loaded);
				setLoadFailed(false);
			},
			() => setLoadFailed(true),
		);
	}, [load, wanted, engine, ...attempt]);
	return { engine, loadFailed: loadFailed && !engine };
}
