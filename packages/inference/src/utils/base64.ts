// Base64 on its own, with no imports: the error classes' redaction needs it, and the binary
// helpers' errors need those classes.

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Base64 without `Buffer` or `btoa` string building, so it works in every runtime and on large inputs. */
export function base64FromBytes(bytes: Uint8Array): string {
	const out: string[] = [];
	let i = 0;
	for (; i + 2 < bytes.length; i += 3) {
		const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
		out.push(
			BASE64[n >> 18] as string,
			BASE64[(n >> 12) & 63] as string,
			BASE64[(n >> 6) & 63] as string,
			BASE64[n & 63] as string,
		);
	}
	const rest = bytes.length - i;
	if (rest > 0) {
		const n = ((bytes[i] as number) << 16) | (rest === 2 ? (bytes[i + 1] as number) << 8 : 0);
		out.push(
			BASE64[n >> 18] as string,
			BASE64[(n >> 12) & 63] as string,
			rest === 2 ? (BASE64[(n >> 6) & 63] as string) : "=",
			"=",
		);
	}
	return out.join("");
}

export function bytesFromBase64(text: string): Uint8Array {
	const clean = text.replace(/[^A-Za-z0-9+/]/g, "");
	const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
	let bits = 0;
	let value = 0;
	let j = 0;
	for (const char of clean) {
		value = (value << 6) | BASE64.indexOf(char);
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			out[j++] = (value >> bits) & 255;
		}
	}
	return out.subarray(0, j);
}
