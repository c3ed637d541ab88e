import { deflateSync } from "node:zlib";
import { crc32 } from "./crc32.js";

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Raw 8-bit pixels, row-major: one byte per pixel for grey, three (R, G, B) for colour. */
export interface Raster {
	width: number;
	height: number;
	channels: 1 | 3;
	pixels: Uint8Array;
}

function chunk(type: string, data: Buffer): Buffer {
	const head = Buffer.alloc(8);
	head.writeUInt32BE(data.length, 0);
	head.write(type, 4, "latin1");
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
	return Buffer.concat([head, data, crc]);
}

/** A PNG of `raster`: IHDR, one zlib IDAT with filter type 0 on every row, IEND. */
export function encodePng(raster: Raster): Buffer {
	const { width, height, channels, pixels } = raster;
	const header = Buffer.alloc(13);
	header.writeUInt32BE(width, 0);
	header.writeUInt32BE(height, 4);
	header[8] = 8;
	header[9] = channels === 3 ? 2 : 0;
	const stride = width * channels;
	const filtered = Buffer.alloc((stride + 1) * height);
	for (let y = 0; y < height; y++) {
		filtered.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
	}
	return Buffer.concat([
		PNG_SIGNATURE,
		chunk("IHDR", header),
		chunk("IDAT", deflateSync(filtered)),
		chunk("IEND", Buffer.alloc(0)),
	]);
}
