/**
 * A minimal ISO-BMFF (MP4) movie: `ftyp`, then a `moov` describing one video track of the given size
 * and duration whose sample tables are empty. Structurally complete, so parsers and probes accept it.
 */

export interface MovieInfo {
	width: number;
	height: number;
	durationMs: number;
}

const TIMESCALE = 1000;
const UNITY_MATRIX = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];

function box(type: string, ...parts: Buffer[]): Buffer {
	const body = Buffer.concat(parts);
	const head = Buffer.alloc(8);
	head.writeUInt32BE(8 + body.length, 0);
	head.write(type, 4, "latin1");
	return Buffer.concat([head, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
	const head = Buffer.alloc(4);
	head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
	return box(type, head, ...parts);
}

function words(...values: number[]): Buffer {
	const out = Buffer.alloc(values.length * 4);
	values.forEach((value, i) => {
		out.writeUInt32BE(value >>> 0, i * 4);
	});
	return out;
}

function halfWords(...values: number[]): Buffer {
	const out = Buffer.alloc(values.length * 2);
	values.forEach((value, i) => {
		out.writeUInt16BE(value, i * 2);
	});
	return out;
}

function emptyTable(type: string, extra: number[] = []): Buffer {
	return fullBox(type, 0, 0, words(...extra, 0));
}

/** An MP4 file describing a `width`×`height` video track lasting `durationMs`. */
export function encodeMp4({ width, height, durationMs }: MovieInfo): Buffer {
	const ftyp = box(
		"ftyp",
		Buffer.from("isom", "latin1"),
		words(0x200),
		Buffer.from("isomiso2avc1mp41", "latin1"),
	);
	const mvhd = fullBox(
		"mvhd",
		0,
		0,
		words(0, 0, TIMESCALE, durationMs, 0x00010000),
		halfWords(0x0100, 0),
		words(0, 0),
		words(...UNITY_MATRIX),
		words(0, 0, 0, 0, 0, 0),
		words(2),
	);
	const tkhd = fullBox(
		"tkhd",
		0,
		0x000003,
		words(0, 0, 1, 0, durationMs, 0, 0),
		halfWords(0, 0, 0, 0),
		words(...UNITY_MATRIX),
		words(width << 16, height << 16),
	);
	const mdhd = fullBox("mdhd", 0, 0, words(0, 0, TIMESCALE, durationMs), halfWords(0x55c4, 0));
	const hdlr = fullBox(
		"hdlr",
		0,
		0,
		words(0),
		Buffer.from("vide", "latin1"),
		words(0, 0, 0),
		Buffer.from("VideoHandler\0", "latin1"),
	);
	const vmhd = fullBox("vmhd", 0, 1, halfWords(0, 0, 0, 0));
	const dinf = box("dinf", fullBox("dref", 0, 0, words(1), fullBox("url ", 0, 1)));
	const stbl = box(
		"stbl",
		emptyTable("stsd"),
		emptyTable("stts"),
		emptyTable("stsc"),
		emptyTable("stsz", [0]),
		emptyTable("stco"),
	);
	const minf = box("minf", vmhd, dinf, stbl);
	const trak = box("trak", tkhd, box("mdia", mdhd, hdlr, minf));
	return Buffer.concat([ftyp, box("moov", mvhd, trak)]);
}
