import { seedOf, timeOf } from "../answers/seed.js";
import { caption } from "../answers/vision.js";
import { jsonReply } from "../server/reply.js";
import { badValue, missing } from "../validation/fields.js";
import { decodeImage } from "../validation/media-refs.js";
import { check, jsonBody, type RouteHandler, resolveModel, text } from "./call.js";

/** Z.ai's OCR endpoint (`api/paas/v4/layout_parsing`): an image in, Markdown out. */
export const layoutParsingRoute: RouteHandler = (call) => {
	const body = jsonBody(call);
	const model = text(body, "model");
	check(call, model === "" ? [missing(["model"])] : []);
	resolveModel(call, model, ["image-to-text"]);
	const image = decodeImage(body.file);
	check(
		call,
		body.file === undefined
			? [missing(["file"])]
			: image
				? []
				: [badValue(["file"], "expected an image data URL or an http(s) URL.")],
	);
	const bytes = image?.bytes ?? Buffer.alloc(0);
	const seed = seedOf("layout", bytes);
	const description = caption(bytes);
	return jsonReply(200, {
		id: `layout-${seed}`,
		created: timeOf(seed),
		model,
		md_results: `# Document\n\n${description[0]?.toUpperCase()}${description.slice(1)}.\n`,
		layout_details: [
			[
				{
					index: 0,
					label: "text",
					bbox_2d: [0, 0, image?.probe.width ?? 0, image?.probe.height ?? 0],
					content: description,
				},
			],
		],
		usage: { prompt_tokens: 1, completion_tokens: 12, total_tokens: 13 },
	});
};
