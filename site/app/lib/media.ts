/** Where the build copies the task demo media (see scripts/copy-media.mjs). */
export const mediaUrl = (filename: string): string => `/media/tasks/${filename}`;

/** What a page needs to show a demo file: its alt text or transcript, and an image's intrinsic size. */
export type DemoMedia = Record<string, { description: string; width?: number; height?: number }>;
