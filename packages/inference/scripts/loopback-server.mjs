// The bench's loopback server, in a process of its own so that its work is not counted as the
// clients': answers every POST with one chat completion, keeping connections alive.
import { createServer } from "node:http";

const COMPLETION = JSON.stringify({
	id: "chatcmpl-1",
	object: "chat.completion",
	created: 1,
	model: "bench",
	choices: [{ index: 0, message: { role: "assistant", content: "Hi!" }, finish_reason: "stop" }],
	usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const server = createServer((request, response) => {
	request.resume();
	request.on("end", () => {
		response.writeHead(200, { "content-type": "application/json" });
		response.end(COMPLETION);
	});
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => process.send?.(server.address().port));
process.on("disconnect", () => server.close(() => process.exit(0)));
