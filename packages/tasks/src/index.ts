export { COLOR_MEANINGS, TASK_COLORS, type TaskColor } from "./catalogue/colors.js";
export { MODALITIES, MODALITY_LABELS, type Modality } from "./catalogue/modalities.js";
export {
	isPipelineType,
	PIPELINE_DATA,
	PIPELINE_TYPES,
	type PipelineData,
	type PipelineType,
	type SubTask,
} from "./catalogue/pipeline-data.js";
export {
	type ChatContentPart,
	type ChatMessage,
	EXAMPLE_NUM_INFERENCE_STEPS,
	EXAMPLE_TASKS,
	type ExampleInput,
	type ExampleModel,
	getExampleInput,
	type JsonValue,
} from "./examples/example-inputs.js";
export {
	LIBRARY_TASK_MAPPING,
	MODEL_LIBRARIES,
	MODEL_LIBRARY_KEYS,
	type ModelLibrary,
	type ModelLibraryKey,
} from "./libraries/model-libraries.js";
export {
	DEMO_MEDIA,
	type DemoAudioFilename,
	type DemoImageFilename,
	type DemoMediaFile,
	type DemoMediaFilename,
	type DemoMediaKind,
} from "./media/demo-media.js";
export {
	CHAT_PAGES,
	modelForProvider,
	modelsForProvider,
	PROVIDER_MODELS,
	type ProviderModelsTable,
	providersServing,
	providerTaskFor,
	routerServesTask,
	taskDefaultModel,
	taskModelForProvider,
} from "./provider-models/provider-models.js";
export { TASKS_DATA, taskDataSourcePath } from "./records/index.js";
export { MODEL_TAGS, type ModelTag } from "./records/model-tags.js";
export type {
	DemoAudio,
	DemoChart,
	DemoImage,
	DemoItem,
	DemoItemType,
	DemoTable,
	DemoText,
	DemoTextWithTokens,
	ExampleRepo,
	FurtherReading,
	RecommendedModel,
	TaskData,
	TaskDataCustom,
	TaskDemo,
	TaskVariant,
	UseCase,
} from "./records/task-data.js";
export { getTaskSpec, TASK_SPECS } from "./specs/index.js";
export type { JsonSchema, JsonSchemaType, ObjectSchema, TaskSpec } from "./specs/schema.js";
