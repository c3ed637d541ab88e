import type { Raster } from "./png.js";

/** A soft diagonal gradient between two colours with a disc in the middle: recognisably "an image". */
export function picture(width: number, height: number, from: number[], to: number[]): Raster {
	const pixels = new Uint8Array(width * height * 3);
	const radius = Math.min(width, height) / 4;
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const t = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
			const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < radius ** 2;
			for (let c = 0; c < 3; c++) {
				const a = from[c] ?? 0;
				const b = to[c] ?? 255;
				const value = inDisc ? 255 - (a + b) / 2 : a + (b - a) * t;
				pixels[(y * width + x) * 3 + c] = Math.round(value);
			}
		}
	}
	return { width, height, channels: 3, pixels };
}

/** A black-and-white segmentation mask: white inside an ellipse whose size depends on `share`. */
export function mask(width: number, height: number, share: number): Raster {
	const pixels = new Uint8Array(width * height);
	const rx = (width / 2) * Math.sqrt(share);
	const ry = (height / 2) * Math.sqrt(share);
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const inside = ((x - width / 2) / rx) ** 2 + ((y - height / 2) / ry) ** 2 <= 1;
			pixels[y * width + x] = inside ? 255 : 0;
		}
	}
	return { width, height, channels: 1, pixels };
}
