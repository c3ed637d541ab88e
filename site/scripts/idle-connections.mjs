// How many kept-alive connections the static server holds open between requests. It sets no idle
// timeout (static-server.mjs says why): a connection waits until its client closes it or, when more
// than the limit wait, the server closes the one that has waited longest. Only then can a client
// find its pooled connection closed under it, and it is the one least likely to be reused.

/** Idle connections kept at most: a few per client (browsers open up to six, agents three or so). */
export const IDLE_CONNECTIONS_LIMIT = 256;

/**
 * Counts each connection of `server` as idle from the moment its last answer is done until its next
 * request, and closes the longest-idle one whenever more than `limit` are idle.
 */
export function limitIdleConnections(server, limit = IDLE_CONNECTIONS_LIMIT) {
	// Insertion order is idle order: a connection leaves the set on its next request and comes back last.
	const idle = new Set();
	// Requests of a connection not yet answered: pipelined ones arrive before the previous answer ends.
	const unanswered = new WeakMap();
	server.on("connection", (socket) => {
		socket.once("close", () => idle.delete(socket));
	});
	server.on("request", (request, response) => {
		const { socket } = request;
		idle.delete(socket);
		unanswered.set(socket, (unanswered.get(socket) ?? 0) + 1);
		response.once("close", () => {
			const left = unanswered.get(socket) - 1;
			unanswered.set(socket, left);
			// A connection closing after this answer (Connection: close, HTTP/1.0) is not waiting.
			if (left > 0 || !socket.writable) return;
			idle.add(socket);
			if (idle.size <= limit) return;
			const [longest] = idle;
			idle.delete(longest);
			longest.destroy();
		});
	});
}
