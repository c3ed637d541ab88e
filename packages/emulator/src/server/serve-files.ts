import { EmulatorError } from "../errors/emulator-error.js";
import { parseMediaName, renderMedia } from "../media/files.js";
import { bytesReply, type Reply } from "./reply.js";

/** `GET /files/<name>`: generated media, downloadable without credentials like a CDN URL. */
export function serveFile(method: string, name: string): Reply {
	if (method !== "GET" && method !== "HEAD") {
		throw new EmulatorError(405, `Method ${method} is not allowed on /files/${name}`, {
			headers: { allow: "GET" },
		});
	}
	const spec = parseMediaName(name);
	if (!spec) throw new EmulatorError(404, `No such file: /files/${name}`);
	const { contentType, body } = renderMedia(spec);
	return bytesReply(200, contentType, body, { "cache-control": "public, max-age=31536000, immutable" });
}
