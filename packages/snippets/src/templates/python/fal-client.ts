import { formatInputs } from "../../format/format-inputs.js";
import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { pythonString } from "../../literals/python.js";
import { FILE_SLOT_TEXT, type Value } from "../../literals/value.js";
import type { ClientTemplates, Template } from "../template.js";

/**
 * fal's own Python client, for fal-ai only: the same arguments the router would forward, a sample
 * file uploaded with `fal_client.upload_file`. It reads its key from `FAL_KEY` itself.
 */
const subscribe: Template = (call: SnippetCall) => {
	if (call.provider !== "fal-ai" || !call.body) return undefined;
	const lines = ["import fal_client", ""];
	let args = formatInputs(call.body as Record<string, Value>, "python").replaceAll("\n", "\n    ");
	if (call.fileField) {
		const { name } = call.fileField.file;
		lines.push(`${sampleComment(name, "#")}file_url = fal_client.upload_file(${pythonString(name)})`, "");
		args = args.replaceAll(FILE_SLOT_TEXT, "file_url");
	}
	const model = call.request.context.model;
	lines.push(
		`result = fal_client.subscribe(\n    ${pythonString(model)},\n    arguments=dict(\n    ${args}\n    ),\n    with_logs=True,\n)`,
	);
	lines.push("", "print(result)");
	return lines.join("\n");
};

export const FAL_CLIENT: ClientTemplates = {
	imageToImage: subscribe,
	imageToVideo: subscribe,
	textToImage: subscribe,
};
