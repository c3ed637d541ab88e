import { useEffect, useState } from "react";

/** Where a static file the page asked for stands. */
export interface StaticJson<T> {
	/** The answer for the path asked now, once it has come. */
	value: T | undefined;
	/** The newest answer that came for any path, kept to show while another loads or after it failed. */
	latest: T | undefined;
	loading: boolean;
	failed: boolean;
}

/**
 * Fetches the JSON file the build wrote at `path`, when there is one. An answer counts only while its
 * path is still the one asked: a slow answer for a path the page has moved on from is dropped, never
 * shown over a later one. Answers are kept by path, so going back to one shows it without asking again.
 */
export function useStaticJson<T>(path: string | undefined): StaticJson<T> {
	const [answers, setAnswers] = useState<ReadonlyMap<string, T>>(new Map());
	const [latest, setLatest] = useState<T>();
	const [failed, setFailed] = useState<string>();

	useEffect(() => {
		if (path === undefined || answers.has(path)) return;
		let current = true;
		setFailed(undefined);
		fetch(path)
			.then(async (response) => {
				if (!response.ok) throw new Error(`HTTP ${response.status}`);
				const value = (await response.json()) as T;
				if (!current) return;
				setAnswers((previous) => new Map(previous).set(path, value));
				setLatest(value);
			})
			.catch(() => {
				if (current) setFailed(path);
			});
		return () => {
			current = false;
		};
	}, [path, answers]);

	const value = path === undefined ? undefined : answers.get(path);
	const hasFailed = path !== undefined && failed === path;
	return {
		value,
		latest: value ?? latest,
		loading: path !== undefined && value === undefined && !hasFailed,
		failed: hasFailed,
	};
}
