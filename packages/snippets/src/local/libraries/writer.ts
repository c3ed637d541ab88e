import type { ModelLibraryKey } from "@hubkit/tasks";
import type { LocalCode, LocalContext } from "../context.js";

/** Writes a library's code for a model and one of the tasks the library lists. */
export type LibraryWriter = (context: LocalContext) => LocalCode[];

/** One modality file's writers, keyed by the libraries' `MODEL_LIBRARIES` keys. */
export type LibraryWriters = Partial<Record<ModelLibraryKey, LibraryWriter>>;

/**
 * A table's entry for a key that comes from the model (its name, task, a config field): own
 * properties only, so `constructor` or `__proto__` finds nothing instead of a built-in.
 */
export function own<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
	return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
