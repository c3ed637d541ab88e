import type { Raster } from "./png.js";

/**
 * A minimal baseline JPEG: every 8×8 block carries only its DC coefficient (its average colour), so the
 * entropy coder needs the standard DC table and a one-symbol AC table holding end-of-block. Decoders see
 * a blocky but perfectly valid picture.
 */

const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_COUNTS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_SYMBOLS = [0x00];
const DC_QUANT = 8;
const AC_QUANT = 16;

interface Code {
	bits: number;
	length: number;
}

function canonicalCodes(counts: number[], symbols: number[]): Map<number, Code> {
	const codes = new Map<number, Code>();
	let code = 0;
	let index = 0;
	counts.forEach((count, i) => {
		for (let k = 0; k < count; k++) {
			codes.set(symbols[index++] ?? 0, { bits: code++, length: i + 1 });
		}
		code <<= 1;
	});
	return codes;
}

const DC_CODES = canonicalCodes(DC_COUNTS, DC_SYMBOLS);
const END_OF_BLOCK = canonicalCodes(AC_COUNTS, AC_SYMBOLS).get(0x00) ?? { bits: 0, length: 1 };

class BitWriter {
	private readonly bytes: number[] = [];
	private current = 0;
	private filled = 0;

	write(bits: number, length: number): void {
		for (let i = length - 1; i >= 0; i--) {
			this.current = (this.current << 1) | ((bits >> i) & 1);
			if (++this.filled === 8) this.flushByte();
		}
	}

	/** Pads the last byte with 1-bits, as the standard asks. */
	finish(): Buffer {
		while (this.filled !== 0) this.write(1, 1);
		return Buffer.from(this.bytes);
	}

	private flushByte(): void {
		this.bytes.push(this.current);
		// A 0xFF in entropy-coded data must be followed by a stuffed zero so it is not read as a marker.
		if (this.current === 0xff) this.bytes.push(0x00);
		this.current = 0;
		this.filled = 0;
	}
}

function segment(marker: number, payload: number[]): Buffer {
	const length = payload.length + 2;
	return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...payload]);
}

function huffmanTable(tableClass: number, counts: number[], symbols: number[]): Buffer {
	return segment(0xc4, [tableClass << 4, ...counts, ...symbols]);
}

function componentPlanes(raster: Raster): Float64Array[] {
	const { width, height, channels, pixels } = raster;
	const size = width * height;
	if (channels === 1) return [Float64Array.from(pixels)];
	const y = new Float64Array(size);
	const cb = new Float64Array(size);
	const cr = new Float64Array(size);
	for (let i = 0; i < size; i++) {
		const r = pixels[i * 3] ?? 0;
		const g = pixels[i * 3 + 1] ?? 0;
		const b = pixels[i * 3 + 2] ?? 0;
		y[i] = 0.299 * r + 0.587 * g + 0.114 * b;
		cb[i] = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
		cr[i] = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
	}
	return [y, cb, cr];
}

/** The quantized DC coefficient of one block: for a flat block the DCT gives 8 × (mean − 128). */
function blockDc(plane: Float64Array, width: number, height: number, bx: number, by: number): number {
	let sum = 0;
	for (let dy = 0; dy < 8; dy++) {
		const y = Math.min(by * 8 + dy, height - 1);
		for (let dx = 0; dx < 8; dx++) {
			sum += plane[y * width + Math.min(bx * 8 + dx, width - 1)] ?? 0;
		}
	}
	return Math.round((8 * (sum / 64 - 128)) / DC_QUANT);
}

function writeDc(writer: BitWriter, diff: number): void {
	const magnitude = Math.abs(diff);
	const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
	const code = DC_CODES.get(category) ?? { bits: 0, length: 2 };
	writer.write(code.bits, code.length);
	if (category > 0) writer.write(diff >= 0 ? diff : diff + (1 << category) - 1, category);
}

/** A baseline JPEG (JFIF) of `raster`, grey or YCbCr 4:4:4. */
export function encodeJpeg(raster: Raster): Buffer {
	const { width, height } = raster;
	const planes = componentPlanes(raster);
	const quant = [DC_QUANT, ...new Array<number>(63).fill(AC_QUANT)];
	const components = planes.flatMap((_, i) => [i + 1, 0x11, 0]);
	const scanComponents = planes.flatMap((_, i) => [i + 1, 0x00]);

	const writer = new BitWriter();
	const predictions = planes.map(() => 0);
	const blocksWide = Math.ceil(width / 8);
	const blocksHigh = Math.ceil(height / 8);
	for (let by = 0; by < blocksHigh; by++) {
		for (let bx = 0; bx < blocksWide; bx++) {
			planes.forEach((plane, c) => {
				const dc = blockDc(plane, width, height, bx, by);
				writeDc(writer, dc - (predictions[c] ?? 0));
				predictions[c] = dc;
				writer.write(END_OF_BLOCK.bits, END_OF_BLOCK.length);
			});
		}
	}

	return Buffer.concat([
		Buffer.from([0xff, 0xd8]),
		segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
		segment(0xdb, [0x00, ...quant]),
		segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, planes.length, ...components]),
		huffmanTable(0, DC_COUNTS, DC_SYMBOLS),
		huffmanTable(1, AC_COUNTS, AC_SYMBOLS),
		segment(0xda, [planes.length, ...scanComponents, 0, 63, 0]),
		writer.finish(),
		Buffer.from([0xff, 0xd9]),
	]);
}
