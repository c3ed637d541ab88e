// The examples' images and sounds, drawn here and carried inline as base64, as the client sends
// them: a document whose examples point at files elsewhere stops offline generators, which may
// not fetch them. Each is a small but whole file (a PNG a decoder reads, a WAV of a short tone).
import { crc32, deflateSync } from "node:zlib";

function pngChunk(type, data) {
	const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
	const length = Buffer.alloc(4);
	length.writeUInt32BE(data.length);
	const check = Buffer.alloc(4);
	check.writeUInt32BE(crc32(body));
	return Buffer.concat([length, body, check]);
}

/** A 16×16 RGB PNG: an orange square on blue. */
function png() {
	const size = 16;
	const header = Buffer.alloc(13);
	header.writeUInt32BE(size, 0);
	header.writeUInt32BE(size, 4);
	header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
	const rows = [];
	for (let y = 0; y < size; y++) {
		const row = [0]; // no filter
		for (let x = 0; x < size; x++) {
			const inside = x >= 4 && x < 12 && y >= 4 && y < 12;
			row.push(...(inside ? [230, 126, 34] : [52, 101, 164]));
		}
		rows.push(...row);
	}
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		pngChunk("IHDR", header),
		pngChunk("IDAT", deflateSync(Buffer.from(rows))),
		pngChunk("IEND", Buffer.alloc(0)),
	]);
}

/** A tenth of a second of a 440 Hz tone: 16-bit mono PCM WAV at 8 kHz. */
function wav() {
	const rate = 8000;
	const samples = rate / 10;
	const data = Buffer.alloc(samples * 2);
	for (let i = 0; i < samples; i++)
		data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
	const header = Buffer.alloc(44);
	header.write("RIFF", 0, "latin1");
	header.writeUInt32LE(36 + data.length, 4);
	header.write("WAVEfmt ", 8, "latin1");
	header.writeUInt32LE(16, 16);
	header.writeUInt16LE(1, 20); // PCM
	header.writeUInt16LE(1, 22); // mono
	header.writeUInt32LE(rate, 24);
	header.writeUInt32LE(rate * 2, 28);
	header.writeUInt16LE(2, 32);
	header.writeUInt16LE(16, 34);
	header.write("data", 36, "latin1");
	header.writeUInt32LE(data.length, 40);
	return Buffer.concat([header, data]);
}

/** The sample files by kind: their bytes and media type. */
export const SAMPLE_MEDIA = {
	image: { bytes: png(), type: "image/png" },
	audio: { bytes: wav(), type: "audio/wav" },
};
