import { createHash } from "node:crypto";
import type { Pcm } from "./pcm.js";

/**
 * A FLAC stream of 16-bit mono audio: STREAMINFO (with the real MD5 of the samples), then frames of
 * up to 4096 samples, each holding one VERBATIM subframe. No compression, but every decoder accepts it.
 */

const BLOCK_SIZE = 4096;

const SAMPLE_RATE_CODES: Record<number, number> = {
	8000: 0b0100,
	16000: 0b0101,
	22050: 0b0110,
	24000: 0b0111,
	32000: 0b1000,
	44100: 0b1001,
	48000: 0b1010,
};

function crc8(bytes: Uint8Array): number {
	let crc = 0;
	for (const byte of bytes) {
		crc ^= byte;
		for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
	}
	return crc;
}

function crc16(bytes: Uint8Array): number {
	let crc = 0;
	for (const byte of bytes) {
		crc ^= byte << 8;
		for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
	}
	return crc;
}

/** FLAC's "UTF-8-like" coding of a frame number. */
function codedNumber(value: number): number[] {
	if (value < 0x80) return [value];
	const bytes: number[] = [];
	let rest = value;
	let room = 6;
	while (rest >= 1 << room) {
		bytes.unshift(0x80 | (rest & 0x3f));
		rest = Math.floor(rest / 64);
		room--;
	}
	const lead = (0xff << (7 - bytes.length)) & 0xff;
	return [lead | rest, ...bytes];
}

function frame(number: number, samples: Int16Array, rateCode: number): Buffer {
	const size = samples.length - 1;
	const header = Buffer.from([
		0xff,
		0xf8,
		(0b0111 << 4) | rateCode,
		0b0000_100_0,
		...codedNumber(number),
		size >> 8,
		size & 0xff,
	]);
	const body = Buffer.alloc(1 + samples.length * 2);
	body[0] = 0b0_000001_0;
	samples.forEach((sample, i) => {
		body.writeInt16BE(sample, 1 + i * 2);
	});
	const withoutCrc = Buffer.concat([header, Buffer.from([crc8(header)]), body]);
	const footer = Buffer.alloc(2);
	footer.writeUInt16BE(crc16(withoutCrc), 0);
	return Buffer.concat([withoutCrc, footer]);
}

function streamInfo(pcm: Pcm, frames: Buffer[]): Buffer {
	const info = Buffer.alloc(34);
	info.writeUInt16BE(BLOCK_SIZE, 0);
	info.writeUInt16BE(BLOCK_SIZE, 2);
	info.writeUIntBE(Math.min(...frames.map((f) => f.length)), 4, 3);
	info.writeUIntBE(Math.max(...frames.map((f) => f.length)), 7, 3);
	// 20 bits of sample rate, 3 of (channels − 1), 5 of (bits per sample − 1), 36 of total samples.
	const total = pcm.samples.length;
	const packed = (BigInt(pcm.sampleRate) << 44n) | (0n << 41n) | (15n << 36n) | BigInt(total);
	info.writeBigUInt64BE(packed, 10);
	const littleEndian = Buffer.alloc(total * 2);
	pcm.samples.forEach((sample, i) => {
		littleEndian.writeInt16LE(sample, i * 2);
	});
	createHash("md5").update(littleEndian).digest().copy(info, 18);
	return info;
}

/** A FLAC file of `pcm` (mono, 16-bit). */
export function encodeFlac(pcm: Pcm): Buffer {
	const rateCode = SAMPLE_RATE_CODES[pcm.sampleRate] ?? 0b0000;
	const frames: Buffer[] = [];
	for (let start = 0, n = 0; start < pcm.samples.length; start += BLOCK_SIZE, n++) {
		frames.push(frame(n, pcm.samples.subarray(start, start + BLOCK_SIZE), rateCode));
	}
	const info = streamInfo(pcm, frames);
	const blockHeader = Buffer.from([0x80, 0, 0, info.length]);
	return Buffer.concat([Buffer.from("fLaC", "latin1"), blockHeader, info, ...frames]);
}
