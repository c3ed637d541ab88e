import {
	COLOR_MEANINGS,
	MODALITIES,
	MODALITY_LABELS,
	PIPELINE_DATA,
	PIPELINE_TYPES,
	type PipelineData,
	type PipelineType,
	TASK_COLORS,
	TASKS_DATA,
} from "@hubkit/tasks";

export interface TaskCardData {
	id: PipelineType;
	name: string;
	color: string;
	placeholder: boolean;
}

/** Rare tasks (hidden from the hub's filters) and tasks without a page are listed apart, after the main ones. */
const isSecondary = (id: PipelineType) =>
	Boolean((PIPELINE_DATA[id] as PipelineData).hideInModels) || Boolean(TASKS_DATA[id].isPlaceholder);

const card = (id: PipelineType): TaskCardData => ({
	id,
	name: PIPELINE_DATA[id].name,
	color: PIPELINE_DATA[id].color,
	placeholder: Boolean(TASKS_DATA[id].isPlaceholder),
});

/** The catalogue page's content: one group per modality, in display order. */
export function catalogueData() {
	return {
		legend: TASK_COLORS.map((color) => ({ color, meaning: COLOR_MEANINGS[color] })),
		groups: MODALITIES.map((modality) => {
			const tasks = PIPELINE_TYPES.filter((id) => PIPELINE_DATA[id].modality === modality);
			return {
				modality,
				label: MODALITY_LABELS[modality],
				main: tasks.filter((id) => !isSecondary(id)).map(card),
				secondary: tasks.filter(isSecondary).map(card),
			};
		}),
	};
}

export function catalogueCounts() {
	return {
		taskTypes: PIPELINE_TYPES.length,
		documented: PIPELINE_TYPES.filter((id) => !TASKS_DATA[id].isPlaceholder).length,
	};
}
