import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scrub } from "../src/errors/redact.js";
import { InferenceClient, InferenceClientError, MappingCache } from "../src/index.js";
import { closeHostileServersAfterEach, hostileServer } from "./support/hostile-server.js";

closeHostileServersAfterEach();

/** A hub token shaped as the hub makes them: `hf_` and 34 letters, random, so no piece of it is ordinary text. */
function randomToken(): string {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	return `hf_${[...randomBytes(34)].map((byte) => letters[byte % letters.length]).join("")}`;
}

/** Every byte as `%XX`, as a server that percent-encodes everything would echo it. */
function fullyEncoded(text: string, lower = false): string {
	const hex = [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`);
	return (lower ? hex : hex.map((part) => part.toUpperCase())).join("");
}

/** The pieces no view may show: any 16 characters of the token in a row (the length the client scrubs). */
function pieces(token: string, length = 16): string[] {
	return Array.from({ length: token.length - length + 1 }, (_, start) => token.slice(start, start + length));
}

function views(error: unknown): Record<string, string> {
	const err = error as Error & { requestId?: unknown };
	return {
		message: err.message,
		string: String(err),
		json: JSON.stringify(err),
		inspect: inspect(err, { depth: Number.POSITIVE_INFINITY }),
		requestId: String(err.requestId ?? ""),
	};
}

/** Echoes `echo(token)` in the message, a body key, the request id and a header. */
function echoing(echo: (token: string) => string) {
	return (request: IncomingMessage, response: ServerResponse) => {
		const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
		const shown = echo(token);
		response.writeHead(400, { "content-type": "application/json", "x-request-id": shown });
		response.end(
			JSON.stringify({ error: `Bad token ${shown} here`, [shown]: shown, detail: { token: shown } }),
		);
	};
}

const ECHOES: Record<string, (token: string) => string> = {
	"fully percent-encoded": (token) => fullyEncoded(token),
	"fully percent-encoded, lower-case hex": (token) => fullyEncoded(token, true),
	"partly percent-encoded": (token) => `${token.slice(0, 10)}${fullyEncoded(token.slice(10))}`,
	"its first 20 characters": (token) => token.slice(0, 20),
	"its first 25 characters": (token) => token.slice(0, 25),
	"its last 18 characters": (token) => token.slice(-18),
	"a middle piece, percent-encoded": (token) => fullyEncoded(token.slice(5, 27)),
};

describe("a hostile router echoing the token in another form or in part", () => {
	for (const [name, echo] of Object.entries(ECHOES)) {
		it(`never shows it when it echoes ${name}`, async () => {
			const token = randomToken();
			const server = await hostileServer(echoing(echo));
			const client = new InferenceClient(token, {
				routerUrl: server.url,
				hubUrl: server.url,
				retryOnError: false,
				mappingCache: new MappingCache(),
			});
			const error = await client
				.chatCompletion({
					model: "meta-llama/Llama-3.1-8B-Instruct",
					provider: "auto",
					messages: [{ role: "user", content: "Hi" }],
				})
				.catch((reason: unknown) => reason);
			expect(error).toBeInstanceOf(InferenceClientError);
			expect(server.hits).toBe(1);
			const shown = echo(token);
			for (const [view, text] of Object.entries(views(error))) {
				expect(text, view).not.toContain(shown);
				for (const piece of pieces(token)) expect(text, `${view} shows ${piece}`).not.toContain(piece);
				expect(text.toLowerCase(), view).not.toContain(fullyEncoded(token.slice(3, 20), true));
			}
			expect((error as Error).message).toContain("Bad token [redacted] here");
		});
	}

	it("leaves ordinary text alone: short runs of the token's letters and other percent-encoded words", async () => {
		const token = randomToken();
		const ordinary = `${token.slice(3, 10)} ${fullyEncoded("model not found")} hf_ 100%`;
		const server = await hostileServer(echoing(() => ordinary));
		const client = new InferenceClient(token, { routerUrl: server.url, retryOnError: false });
		const error = await client
			.chatCompletion({ model: "a/b", provider: "auto", messages: [{ role: "user", content: "Hi" }] })
			.catch((reason: unknown) => reason);
		expect((error as Error).message).toContain(ordinary);
	});
});

/** Any byte of `text` percent-encoded or not, as `pick` says, in upper- or lower-case hex. */
function mixedEncoding(text: string, pick: boolean[], lower: boolean): string {
	return [...text]
		.map((char, index) => {
			if (!pick[index % pick.length]) return char;
			const hex = `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`;
			return lower ? hex : hex.toUpperCase();
		})
		.join("");
}

describe("scrub, for any text around any piece of the token", () => {
	it("shows no 16 characters of it in a row, however the piece is percent-encoded", () => {
		const token = randomToken();
		fc.assert(
			fc.property(
				fc.string({ maxLength: 40 }),
				fc.string({ maxLength: 40 }),
				fc.integer({ min: 0, max: 21 }),
				fc.integer({ min: 16, max: 37 }),
				fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
				fc.boolean(),
				(before, after, start, length, pick, lower) => {
					const piece = token.slice(start, start + length);
					const text = `${before}${mixedEncoding(piece, pick, lower)}${after}`;
					const shown = scrub(text, [token]);
					for (const window of pieces(token)) expect(shown).not.toContain(window);
					expect(
						shown.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
							String.fromCharCode(Number.parseInt(hex, 16)),
						),
					).not.toContain(piece.length >= 16 ? piece.slice(0, 16) : piece);
				},
			),
			{ numRuns: 300 },
		);
	});
});
