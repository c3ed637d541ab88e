import type { TaskSpec } from "@hubkit/tasks";

/** Where the generated files go, relative to the package. */
export const GENERATED_DIR: string;
/** The first line of every generated file. */
export const HEADER: string;
/** The generated files by name, unformatted. */
export function renderTypeFiles(taskSpecs: Readonly<Record<string, TaskSpec>>): Map<string, string>;
/** The generated files, formatted by Biome under the repository's config. */
export function formatTypeFiles(files: ReadonlyMap<string, string>): Map<string, string>;
/** Every generated file, formatted: what `npm run generate:types` writes. */
export function generateTypeFiles(taskSpecs: Readonly<Record<string, TaskSpec>>): Map<string, string>;
