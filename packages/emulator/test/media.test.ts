import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32 } from "../src/media/crc32.js";
import { encodeFlac } from "../src/media/flac.js";
import { encodeJpeg } from "../src/media/jpeg.js";
import { encodeMp4 } from "../src/media/mp4.js";
import { tone } from "../src/media/pcm.js";
import { picture } from "../src/media/pictures.js";
import { encodePng, PNG_SIGNATURE } from "../src/media/png.js";
import { probeAudio, probeImage } from "../src/media/probe.js";
import { encodeWav } from "../src/media/wav.js";

describe("PNG", () => {
	const png = encodePng(picture(13, 7, [10, 20, 30], [200, 100, 50]));

	it("starts with the signature and has IHDR, IDAT and IEND chunks with valid CRCs", () => {
		expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
		const types: string[] = [];
		let offset = 8;
		while (offset < png.length) {
			const length = png.readUInt32BE(offset);
			const typeAndData = png.subarray(offset + 4, offset + 8 + length);
			expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
			types.push(typeAndData.subarray(0, 4).toString("latin1"));
			offset += 12 + length;
		}
		expect(offset).toBe(png.length);
		expect(types).toEqual(["IHDR", "IDAT", "IEND"]);
	});

	it("declares its size and inflates to one filter byte plus three bytes per pixel per row", () => {
		expect(probeImage(png)).toEqual({ format: "png", width: 13, height: 7 });
		const idatLength = png.readUInt32BE(33);
		const raw = inflateSync(png.subarray(41, 41 + idatLength));
		expect(raw.length).toBe((13 * 3 + 1) * 7);
		expect(raw[0]).toBe(0);
	});
});

/** Reads back the DC value of every block of a grey JPEG written by `encodeJpeg`. */
function decodeGreyDc(jpeg: Buffer): number[] {
	let offset = 2;
	let scanStart = 0;
	while (offset < jpeg.length) {
		expect(jpeg[offset]).toBe(0xff);
		const marker = jpeg[offset + 1] ?? 0;
		const length = jpeg.readUInt16BE(offset + 2);
		if (marker === 0xda) {
			scanStart = offset + 2 + length;
			break;
		}
		offset += 2 + length;
	}
	const end = jpeg.length - 2;
	expect(jpeg.subarray(end)).toEqual(Buffer.from([0xff, 0xd9]));
	const bytes: number[] = [];
	for (let i = scanStart; i < end; i++) {
		bytes.push(jpeg[i] ?? 0);
		if (jpeg[i] === 0xff) {
			expect(jpeg[i + 1]).toBe(0);
			i++;
		}
	}
	let bit = 0;
	const read = (n: number) => {
		let v = 0;
		for (let k = 0; k < n; k++, bit++) v = (v << 1) | (((bytes[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1);
		return v;
	};
	// Standard DC luminance codes: category -> code, as in ITU T.81 table K.3.
	const codes = new Map<string, number>([
		["00", 0],
		["010", 1],
		["011", 2],
		["100", 3],
		["101", 4],
		["110", 5],
		["1110", 6],
		["11110", 7],
		["111110", 8],
	]);
	const values: number[] = [];
	let predictor = 0;
	while (bit < bytes.length * 8 - 8) {
		let code = "";
		let category: number | undefined;
		while (category === undefined && code.length < 9) {
			code += String(read(1));
			category = codes.get(code);
		}
		if (category === undefined) break;
		let diff = category === 0 ? 0 : read(category);
		if (category > 0 && diff < 1 << (category - 1)) diff -= (1 << category) - 1;
		predictor += diff;
		values.push(predictor + 128);
		expect(read(1)).toBe(0);
	}
	return values;
}

describe("JPEG", () => {
	it("is a JFIF baseline file whose frame header gives the size", () => {
		const jpeg = encodeJpeg(picture(40, 24, [0, 0, 0], [255, 255, 255]));
		expect(jpeg.subarray(0, 4)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
		expect(jpeg.subarray(6, 11).toString("latin1")).toBe("JFIF\0");
		expect(probeImage(jpeg)).toEqual({ format: "jpeg", width: 40, height: 24 });
	});

	it("decodes back to the average grey of each 8×8 block", () => {
		const pixels = new Uint8Array(16 * 8);
		for (let y = 0; y < 8; y++) for (let x = 0; x < 16; x++) pixels[y * 16 + x] = x < 8 ? 40 : 220;
		const jpeg = encodeJpeg({ width: 16, height: 8, channels: 1, pixels });
		expect(decodeGreyDc(jpeg)).toEqual([40, 220]);
	});
});

describe("WAV", () => {
	it("has RIFF and chunk sizes consistent with the samples", () => {
		const pcm = tone(440, 0.25);
		const wav = encodeWav(pcm);
		expect(wav.subarray(0, 4).toString("latin1")).toBe("RIFF");
		expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
		expect(wav.subarray(8, 16).toString("latin1")).toBe("WAVEfmt ");
		expect(wav.readUInt16LE(20)).toBe(1);
		expect(wav.readUInt32LE(24)).toBe(16000);
		expect(wav.readUInt32LE(40)).toBe(pcm.samples.length * 2);
		expect(wav.length).toBe(44 + 4000 * 2);
		expect(wav.readInt16LE(44 + 100 * 2)).toBe(pcm.samples[100]);
		expect(probeAudio(wav)).toBe("wav");
	});
});

function crc16(bytes: Uint8Array): number {
	let crc = 0;
	for (const byte of bytes) {
		crc ^= byte << 8;
		for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
	}
	return crc;
}

describe("FLAC", () => {
	const pcm = tone(330, 0.6);
	const flac = encodeFlac(pcm);

	it("starts with fLaC and a last-block STREAMINFO describing the stream", () => {
		expect(flac.subarray(0, 4).toString("latin1")).toBe("fLaC");
		expect(flac[4]).toBe(0x80);
		expect(flac.readUIntBE(5, 3)).toBe(34);
		const packed = flac.readBigUInt64BE(8 + 10);
		expect(Number(packed >> 44n)).toBe(16000);
		expect(Number((packed >> 36n) & 0x1fn) + 1).toBe(16);
		expect(Number(packed & 0xfffffffffn)).toBe(pcm.samples.length);
		expect(probeAudio(flac)).toBe("flac");
	});

	it("holds verbatim frames with valid CRC-16 that decode to the samples", () => {
		let offset = 42;
		const decoded: number[] = [];
		while (offset < flac.length) {
			expect(flac.readUInt16BE(offset)).toBe(0xfff8);
			const headerLength = (flac[offset + 4] ?? 0) < 0x80 ? 5 : 6;
			const blockSize = flac.readUInt16BE(offset + headerLength) + 1;
			const bodyStart = offset + headerLength + 3;
			expect(flac[bodyStart]).toBe(0x02);
			for (let i = 0; i < blockSize; i++) decoded.push(flac.readInt16BE(bodyStart + 1 + i * 2));
			const end = bodyStart + 1 + blockSize * 2;
			expect(flac.readUInt16BE(end)).toBe(crc16(flac.subarray(offset, end)));
			offset = end + 2;
		}
		expect(decoded).toEqual(Array.from(pcm.samples));
	});
});

describe("MP4", () => {
	it("is an ftyp box then a moov whose nested boxes add up and carry size and duration", () => {
		const mp4 = encodeMp4({ width: 320, height: 240, durationMs: 2500 });
		expect(mp4.subarray(4, 12).toString("latin1")).toBe("ftypisom");
		const found: Record<string, Buffer> = {};
		const walk = (start: number, end: number) => {
			let offset = start;
			while (offset < end) {
				const size = mp4.readUInt32BE(offset);
				const type = mp4.subarray(offset + 4, offset + 8).toString("latin1");
				expect(size).toBeGreaterThanOrEqual(8);
				found[type] = mp4.subarray(offset, offset + size);
				if (["moov", "trak", "mdia", "minf", "stbl", "dinf"].includes(type)) walk(offset + 8, offset + size);
				offset += size;
			}
			expect(offset).toBe(end);
		};
		walk(0, mp4.length);
		expect(Object.keys(found)).toEqual(
			expect.arrayContaining(["ftyp", "moov", "mvhd", "trak", "tkhd", "mdhd", "hdlr", "stbl", "stsd"]),
		);
		expect(found.mvhd?.readUInt32BE(20)).toBe(1000);
		expect(found.mvhd?.readUInt32BE(24)).toBe(2500);
		expect(found.tkhd?.readUInt32BE(84)).toBe(320 << 16);
		expect(found.tkhd?.readUInt32BE(88)).toBe(240 << 16);
		expect(found.hdlr?.subarray(16, 20).toString("latin1")).toBe("vide");
	});
});
