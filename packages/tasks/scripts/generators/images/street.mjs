/** Street scene: one description painted five ways (photo, detections, class map, depth, masks). */
import { createCanvas, ImageData } from "@napi-rs/canvas";
import { FONT, H, paintShape, shapeBounds, text, verticalGradient, W } from "./draw.mjs";
import { image } from "./render.mjs";
import { STREET } from "./street-scene.mjs";

/** Cityscapes-style class colours, so the map looks like a segmentation model's output. */
const CLASS_COLOURS = {
	sky: "#4682b4",
	building: "#464646",
	vegetation: "#6b8e23",
	road: "#804080",
	sidewalk: "#f423e8",
	car: "#00008e",
	person: "#dc143c",
};

const MASK_COLOURS = {
	chimney: "#ff924c",
	walls: "#ffe14d",
	roof: "#6a4cff",
	"window-left": "#00f5d4",
	"window-right": "#00a6fb",
	door: "#ff4d6d",
	trunk: "#f15bb5",
	crown: "#b5ff3a",
	car: "#2d5bff",
	"wheel-back": "#fee440",
	"wheel-front": "#ff7b00",
	person: "#d100d1",
};

const DETECTION_COLOURS = { house: "#e4572e", tree: "#13a35a", car: "#1f6fd1", person: "#c2187a" };

function paintStreet(ctx, styleOf) {
	for (const part of STREET) {
		const style = styleOf(part, ctx);
		if (style) paintShape(ctx, part.shape, style);
	}
}

const photoStyle = (part) => part.colour;
const classStyle = (part) => CLASS_COLOURS[part.cls];
const maskStyle = (part) => MASK_COLOURS[part.mask];

function grey(depth) {
	const level = Math.round(depth * 255);
	return `rgb(${level}, ${level}, ${level})`;
}

function depthStyle(part, ctx) {
	if (typeof part.depth === "number") return grey(part.depth);
	const { top, bottom, far, near } = part.depth;
	// Lower on the image is nearer the camera, so the ramp brightens downwards.
	return verticalGradient(ctx, top, bottom, [grey(far), grey(near)]);
}

/** Union of the bounds of all parts of each detectable object, in first-seen order. */
function objectBounds() {
	const boxes = new Map();
	for (const { object, shape } of STREET.filter((part) => part.object)) {
		const [l, t, r, b] = shapeBounds(shape);
		const box = boxes.get(object) ?? [l, t, r, b];
		boxes.set(object, [Math.min(box[0], l), Math.min(box[1], t), Math.max(box[2], r), Math.max(box[3], b)]);
	}
	return boxes;
}

function drawStreetDetections(ctx) {
	paintStreet(ctx, photoStyle);
	for (const [label, [left, top, right, bottom]] of objectBounds()) {
		const colour = DETECTION_COLOURS[label];
		const [x, y, w, h] = [left - 3, top - 3, right - left + 6, bottom - top + 6];
		ctx.strokeStyle = colour;
		ctx.lineWidth = 3;
		ctx.strokeRect(x, y, w, h);
		ctx.font = `bold 13px "${FONT}"`;
		const tagW = ctx.measureText(label).width + 10;
		// The tag sits on top of the box, or inside it when the box touches the top of the image.
		const tagY = y - 18 < 0 ? y : y - 18;
		ctx.fillStyle = colour;
		ctx.fillRect(x - 1.5, tagY, tagW, 18);
		text(ctx, label, x + 3.5, tagY + 13.5, { size: 13, weight: "bold", colour: "#ffffff" });
	}
}

function drawStreetMasks(ctx) {
	paintStreet(ctx, photoStyle);
	// Paint the instance map opaque first, so overlapping masks do not mix, then blend it once.
	const instances = createCanvas(W, H).getContext("2d");
	paintStreet(instances, maskStyle);
	const overlay = createCanvas(W, H);
	overlay.getContext("2d").putImageData(maskOverlay(instances.getImageData(0, 0, W, H)), 0, 0);
	ctx.drawImage(overlay, 0, 0);
}

const hexToRgb = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const MASK_RGB = Object.values(MASK_COLOURS).map(hexToRgb);

function nearestMaskColour(r, g, b) {
	const distance = ([mr, mg, mb]) => (mr - r) ** 2 + (mg - g) ** 2 + (mb - b) ** 2;
	return MASK_RGB.reduce((best, colour, i) => (distance(colour) < distance(MASK_RGB[best]) ? i : best), 0);
}

/**
 * Turns the painted instance map into translucent masks with opaque outlines. Anti-aliased pixels
 * are snapped to the nearest mask colour first; otherwise the seams between overlapping shapes of
 * one instance would show up as outlines.
 */
function maskOverlay({ data, width, height }) {
	const labels = new Int8Array(width * height).fill(-1);
	for (let i = 0; i < labels.length; i++) {
		if (data[i * 4 + 3] >= 128) labels[i] = nearestMaskColour(data[i * 4], data[i * 4 + 1], data[i * 4 + 2]);
	}
	const isEdge = (x, y) =>
		[
			[x - 1, y],
			[x + 1, y],
			[x, y - 1],
			[x, y + 1],
		].some(
			([nx, ny]) =>
				nx >= 0 && ny >= 0 && nx < width && ny < height && labels[ny * width + nx] !== labels[y * width + x],
		);
	const overlay = new ImageData(width, height);
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const label = labels[y * width + x];
			if (label >= 0) overlay.data.set([...MASK_RGB[label], isEdge(x, y) ? 255 : 128], (y * width + x) * 4);
		}
	}
	return overlay;
}

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const STREET_IMAGES = {
	"street.png": image((ctx) => paintStreet(ctx, photoStyle)),
	"street-detections.png": image(drawStreetDetections),
	"street-segments.png": image((ctx) => paintStreet(ctx, classStyle)),
	"street-depth.png": image((ctx) => paintStreet(ctx, depthStyle)),
	"street-masks.png": image(drawStreetMasks),
};
