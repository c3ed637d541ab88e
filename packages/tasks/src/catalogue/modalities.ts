/** Display order of the modalities: the catalogue page groups tasks in exactly this order. */
export const MODALITIES = ["nlp", "audio", "cv", "multimodal", "tabular", "rl", "other"] as const;

export type Modality = (typeof MODALITIES)[number];

export const MODALITY_LABELS: Record<Modality, string> = {
	nlp: "Natural Language Processing",
	audio: "Audio",
	cv: "Computer Vision",
	multimodal: "Multimodal",
	tabular: "Tabular",
	rl: "Reinforcement Learning",
	other: "Other",
};
