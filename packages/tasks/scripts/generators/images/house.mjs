/** House: one seeded pencil drawing, then painted over the same lines, for sketch-to-image demos. */
import {
	circle,
	H,
	limb,
	paintShape,
	poly,
	rect,
	seededRandom,
	shapeBounds,
	TAU,
	traceShape,
	W,
} from "./draw.mjs";
import { image } from "./render.mjs";

const HOUSE = {
	walls: poly([166, 180], [346, 180], [346, 300], [166, 300]),
	roof: poly([146, 182], [256, 96], [366, 182]),
	// Closed along the roof slope, so it fills neatly behind the roof.
	chimney: poly([300, 131], [300, 106], [326, 106], [326, 151]),
	door: poly([236, 300], [236, 232], [276, 232], [276, 300]),
	windows: [
		poly([184, 204], [228, 204], [228, 244], [184, 244]),
		poly([284, 204], [328, 204], [328, 244], [284, 244]),
	],
	sun: circle(86, 84, 30),
	ground: 300,
};
const PENCIL_SEED = 2026;

/** A polyline walked in short steps with a seeded wobble, drawn twice like a pencil going over it. */
function pencil(ctx, rng, points) {
	for (let pass = 0; pass < 2; pass++) {
		ctx.beginPath();
		points.forEach(([x, y], i) => {
			const [px, py] = i === 0 ? [x, y] : points[i - 1];
			const steps = i === 0 ? 1 : Math.max(1, Math.round(Math.hypot(x - px, y - py) / 14));
			for (let step = 1; step <= steps; step++) {
				const t = step / steps;
				const wx = px + (x - px) * t + (rng() - 0.5) * 1.6;
				const wy = py + (y - py) * t + (rng() - 0.5) * 1.6;
				if (i === 0) ctx.moveTo(wx, wy);
				else ctx.lineTo(wx, wy);
			}
		});
		ctx.stroke();
	}
}

const closed = (shape) => [...shape.points, shape.points[0]];
const circlePoints = ({ cx, cy, r }) =>
	Array.from({ length: 41 }, (_, i) => [
		cx + r * Math.cos((i / 40) * TAU),
		cy + r * Math.sin((i / 40) * TAU),
	]);

function sunRays({ cx, cy, r }) {
	return Array.from({ length: 12 }, (_, i) => {
		const a = (i / 12) * TAU;
		return [
			[cx + (r + 8) * Math.cos(a), cy + (r + 8) * Math.sin(a)],
			[cx + (r + 24) * Math.cos(a), cy + (r + 24) * Math.sin(a)],
		];
	});
}

function drawHouseLines(ctx, colour) {
	const rng = seededRandom(PENCIL_SEED);
	ctx.strokeStyle = colour;
	ctx.lineWidth = 1.5;
	ctx.lineCap = "round";
	ctx.lineJoin = "round";
	pencil(ctx, rng, [
		[10, HOUSE.ground],
		[502, HOUSE.ground],
	]);
	for (const shape of [HOUSE.chimney, HOUSE.walls, HOUSE.roof, HOUSE.door]) pencil(ctx, rng, closed(shape));
	for (const pane of HOUSE.windows) {
		pencil(ctx, rng, closed(pane));
		const [[l, t], , [r, b]] = pane.points;
		pencil(ctx, rng, [
			[(l + r) / 2, t],
			[(l + r) / 2, b],
		]);
		pencil(ctx, rng, [
			[l, (t + b) / 2],
			[r, (t + b) / 2],
		]);
	}
	pencil(ctx, rng, circlePoints(circle(268, 268, 3)));
	pencil(ctx, rng, circlePoints(HOUSE.sun));
	for (const ray of sunRays(HOUSE.sun)) pencil(ctx, rng, ray);
}

function drawHouseSketch(ctx) {
	ctx.fillStyle = "#fdfcf9";
	ctx.fillRect(0, 0, W, H);
	drawHouseLines(ctx, "rgba(20, 20, 20, 0.85)");
}

/** Fills a region, then dabs it with faint light and dark strokes so it looks brushed on. */
function paintRegion(ctx, rng, shape, colour) {
	paintShape(ctx, shape, colour);
	const [l, t, r, b] = shapeBounds(shape);
	ctx.save();
	traceShape(ctx, shape);
	ctx.clip();
	const dabs = Math.round(((r - l) * (b - t)) / 420);
	for (let i = 0; i < dabs; i++) {
		ctx.fillStyle = rng() < 0.6 ? "rgba(255, 255, 255, 0.1)" : "rgba(0, 0, 0, 0.035)";
		ctx.beginPath();
		ctx.ellipse(
			l + rng() * (r - l),
			t + rng() * (b - t),
			8 + rng() * 10,
			3 + rng() * 3,
			rng() * 0.6 - 0.3,
			0,
			TAU,
		);
		ctx.fill();
	}
	ctx.restore();
}

function drawHousePainted(ctx) {
	const rng = seededRandom(PENCIL_SEED + 1);
	paintRegion(ctx, rng, rect(0, 0, W, HOUSE.ground), "#79c2ef");
	paintRegion(ctx, rng, rect(0, HOUSE.ground, W, H - HOUSE.ground), "#68bd48");
	paintRegion(ctx, rng, HOUSE.sun, "#f7931e");
	for (const ray of sunRays(HOUSE.sun)) paintShape(ctx, limb(5, ...ray), "#f7931e");
	paintRegion(ctx, rng, HOUSE.chimney, "#b5483b");
	paintRegion(ctx, rng, HOUSE.walls, "#f6d04d");
	paintRegion(ctx, rng, HOUSE.roof, "#d9412f");
	paintRegion(ctx, rng, HOUSE.door, "#9a5b34");
	for (const pane of HOUSE.windows) paintRegion(ctx, rng, pane, "#c4e8fb");
	drawHouseLines(ctx, "rgba(30, 24, 20, 0.9)");
}

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const HOUSE_IMAGES = {
	"house-sketch.png": image(drawHouseSketch),
	"house-painted.png": image(drawHousePainted),
};
