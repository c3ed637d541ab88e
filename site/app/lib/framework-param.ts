import { useEffect, useState } from "react";

export type Framework = "pt" | "tf";

/** Reads the course's `fw` query parameter (PyTorch or TensorFlow); anything else counts as absent. */
export const parseFramework = (search: string): Framework | undefined => {
	const value = new URLSearchParams(search).get("fw");
	return value === "pt" || value === "tf" ? value : undefined;
};

/**
 * The framework the reader arrived with. Read after hydration, so the prerendered page is the same
 * whatever the query string says; chapters without framework-specific examples ignore it.
 */
export function useFrameworkParam(): Framework | undefined {
	const [framework, setFramework] = useState<Framework | undefined>(undefined);
	useEffect(() => setFramework(parseFramework(window.location.search)), []);
	return framework;
}
