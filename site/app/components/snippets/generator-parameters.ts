import { getTaskSpec, type JsonSchema } from "@hubkit/tasks";
import { CHAT_CHOICE } from "../run-locally/chat-choice.js";

export interface ParameterSchema {
	schema: JsonSchema;
	/** Fields the generator sets through its own controls or examples. */
	omit: readonly string[];
}

/**
 * The parameters the generator offers for a task: a pipeline's `parameters` object, or, for chat,
 * the request's top-level fields but the messages (the example's) and `stream` (its own checkbox).
 */
export function parameterSchema(task: string): ParameterSchema | undefined {
	if (task === CHAT_CHOICE) {
		const chat = getTaskSpec("chat-completion");
		return chat && { schema: chat.request, omit: ["messages", "model", "stream"] };
	}
	const parameters = getTaskSpec(task)?.request.properties.parameters;
	return parameters?.properties && Object.keys(parameters.properties).length > 0
		? { schema: parameters, omit: [] }
		: undefined;
}
