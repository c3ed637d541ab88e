/** What a byte string looks like, judged from its magic bytes: enough to refuse what a real pipeline would. */

export interface ImageProbe {
	format: "png" | "jpeg" | "gif" | "webp" | "bmp" | "tiff";
	width?: number;
	height?: number;
}

function startsWith(bytes: Buffer, ...magic: number[]): boolean {
	return magic.every((byte, i) => bytes[i] === byte);
}

function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
	let offset = 2;
	while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
		const marker = bytes[offset + 1] ?? 0;
		const length = bytes.readUInt16BE(offset + 2);
		const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
		if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
		offset += 2 + length;
	}
	return undefined;
}

export function probeImage(bytes: Buffer): ImageProbe | undefined {
	if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) && bytes.length >= 24) {
		return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
	}
	if (startsWith(bytes, 0xff, 0xd8, 0xff)) return { format: "jpeg", ...jpegSize(bytes) };
	if (/^GIF8[79]a$/.test(bytes.toString("latin1", 0, 6)) && bytes.length >= 10) {
		return { format: "gif", width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
	}
	if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
		return { format: "webp" };
	}
	if (startsWith(bytes, 0x42, 0x4d) && bytes.length >= 26) {
		return { format: "bmp", width: bytes.readInt32LE(18), height: Math.abs(bytes.readInt32LE(22)) };
	}
	const tiff = startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) || startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a);
	if (tiff) return { format: "tiff" };
	return undefined;
}

export type AudioFormat = "wav" | "flac" | "mp3" | "ogg" | "webm" | "m4a";

export function probeAudio(bytes: Buffer): AudioFormat | undefined {
	const head = bytes.subarray(0, 12).toString("latin1");
	if (head.startsWith("RIFF") && head.slice(8, 12) === "WAVE") return "wav";
	if (head.startsWith("fLaC")) return "flac";
	if (head.startsWith("ID3") || startsWith(bytes, 0xff, 0xfb) || startsWith(bytes, 0xff, 0xf3)) return "mp3";
	if (head.startsWith("OggS")) return "ogg";
	if (startsWith(bytes, 0x1a, 0x45, 0xdf, 0xa3)) return "webm";
	if (head.slice(4, 8) === "ftyp") return "m4a";
	return undefined;
}
