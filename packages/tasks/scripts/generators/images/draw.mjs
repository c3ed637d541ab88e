/**
 * What every picture is drawn with: the design canvas, a seeded random generator, shapes kept as
 * plain data (so one scene can be painted as a photo, a class map, a depth map or masks, and its
 * boxes computed), and the gradient and text helpers.
 */

/** Every scene is designed on this canvas; filmstrips draw it at half size. */
export const W = 512;
export const H = 384;
export const TAU = Math.PI * 2;

/** The one font the pictures use; `checkFont` makes sure it is the real one, not a fallback. */
export const FONT = "DejaVu Sans";

/** mulberry32: a tiny seeded generator, so noise and pencil wobble come out the same on every run. */
export function seededRandom(seed) {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

// Shapes are plain data, so one scene description can be painted as a photo, a class map, a
// depth map or instance masks, and its bounding boxes can be computed.
export const rect = (x, y, w, h) => ({ type: "rect", x, y, w, h });
export const roundRect = (x, y, w, h, r) => ({ type: "roundRect", x, y, w, h, r });
export const circle = (cx, cy, r) => ({ type: "circle", cx, cy, r });
export const ellipse = (cx, cy, rx, ry) => ({ type: "ellipse", cx, cy, rx, ry });
export const poly = (...points) => ({ type: "poly", points });
/** A round-capped thick line through the points, for limbs. */
export const limb = (width, ...points) => ({ type: "limb", width, points });

export function tracePoints(ctx, points) {
	points.forEach(([x, y], i) => {
		if (i === 0) ctx.moveTo(x, y);
		else ctx.lineTo(x, y);
	});
}

export function traceShape(ctx, shape) {
	ctx.beginPath();
	switch (shape.type) {
		case "rect":
			ctx.rect(shape.x, shape.y, shape.w, shape.h);
			break;
		case "roundRect":
			ctx.roundRect(shape.x, shape.y, shape.w, shape.h, shape.r);
			break;
		case "circle":
			ctx.arc(shape.cx, shape.cy, shape.r, 0, TAU);
			break;
		case "ellipse":
			ctx.ellipse(shape.cx, shape.cy, shape.rx, shape.ry, 0, 0, TAU);
			break;
		case "poly":
			tracePoints(ctx, shape.points);
			ctx.closePath();
			break;
		case "limb":
			tracePoints(ctx, shape.points);
			break;
		default:
			throw new Error(`unknown shape type ${shape.type}`);
	}
}

export function paintShape(ctx, shape, style) {
	traceShape(ctx, shape);
	if (shape.type === "limb") {
		ctx.lineWidth = shape.width;
		ctx.lineCap = "round";
		ctx.lineJoin = "round";
		ctx.strokeStyle = style;
		ctx.stroke();
	} else {
		ctx.fillStyle = style;
		ctx.fill();
	}
}

/** [left, top, right, bottom] of a shape. */
export function shapeBounds(shape) {
	switch (shape.type) {
		case "rect":
		case "roundRect":
			return [shape.x, shape.y, shape.x + shape.w, shape.y + shape.h];
		case "circle":
			return [shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r];
		case "ellipse":
			return [shape.cx - shape.rx, shape.cy - shape.ry, shape.cx + shape.rx, shape.cy + shape.ry];
		default: {
			const pad = (shape.width ?? 0) / 2;
			const xs = shape.points.map(([x]) => x);
			const ys = shape.points.map(([, y]) => y);
			return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
		}
	}
}

export function strokeShape(ctx, shape, style, width) {
	traceShape(ctx, shape);
	ctx.strokeStyle = style;
	ctx.lineWidth = width;
	ctx.stroke();
}

export function verticalGradient(ctx, top, bottom, stops) {
	const gradient = ctx.createLinearGradient(0, top, 0, bottom);
	stops.forEach((colour, i) => {
		gradient.addColorStop(i / (stops.length - 1), colour);
	});
	return gradient;
}

export function horizontalGradient(ctx, left, right, stops) {
	const gradient = ctx.createLinearGradient(left, 0, right, 0);
	stops.forEach((colour, i) => {
		gradient.addColorStop(i / (stops.length - 1), colour);
	});
	return gradient;
}

export function text(
	ctx,
	content,
	x,
	y,
	{ size = 14, weight = "normal", colour = "#222222", align = "left" } = {},
) {
	ctx.font = `${weight} ${size}px "${FONT}"`;
	ctx.fillStyle = colour;
	ctx.textAlign = align;
	ctx.textBaseline = "alphabetic";
	ctx.fillText(content, x, y);
}
