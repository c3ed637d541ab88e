/** Display order of the modalities: the catalogue page groups tasks in exactly this order. */
export const MODALITIES = ["nlp", "audio", "cv", "multimodal", "tabular", "rl", "other"] as const;

/** The kind of data a task works on: `nlp`, `audio`, `cv` (vision), `multimodal`, `tabular`, `rl`, `other`. */
export type Modality = (typeof MODALITIES)[number];

/** Each modality's display name, e.g. `cv` is "Computer Vision". */
export const MODALITY_LABELS: Record<Modality, string> = {
	nlp: "Natural Language Processing",
	audio: "Audio",
	cv: "Computer Vision",
	multimodal: "Multimodal",
	tabular: "Tabular",
	rl: "Reinforcement Learning",
	other: "Other",
};
