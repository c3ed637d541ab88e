/** Mug: one set of dimensions, drawn as a picture and as a 3D mesh, so image-to-3D demos match. */
import {
	ellipse,
	H,
	horizontalGradient,
	paintShape,
	roundRect,
	TAU,
	text,
	tracePoints,
	verticalGradient,
	W,
} from "./draw.mjs";
import { image } from "./render.mjs";

const MUG = {
	radius: 78,
	height: 180,
	wall: 8,
	/** The handle is part of a torus in the plane through the mug's axis. */
	handle: { offset: 5, radius: 46, tube: 9, sweep: (110 / 180) * Math.PI },
};
const TEAL = [22, 150, 146];

function drawMug(ctx) {
	const [cx, base] = [226, 316];
	const top = base - MUG.height;
	const ry = 20;
	ctx.fillStyle = verticalGradient(ctx, 0, 260, ["#f6f4ef", "#e2ded5"]);
	ctx.fillRect(0, 0, W, 260);
	ctx.fillStyle = verticalGradient(ctx, 260, H, ["#c8a47c", "#a77f57"]);
	ctx.fillRect(0, 260, W, H - 260);
	ctx.save();
	ctx.shadowColor = "rgba(40, 25, 10, 0.45)";
	ctx.shadowBlur = 18;
	paintShape(ctx, ellipse(cx + 24, base + 2, MUG.radius + 40, ry * 0.8), "rgba(60, 40, 20, 0.35)");
	ctx.restore();
	drawMugHandle(ctx, cx, base);
	drawMugBody(ctx, cx, top, base, ry);
	paintShape(ctx, ellipse(cx, top, MUG.radius, ry), "#35bdb6");
	paintShape(
		ctx,
		ellipse(cx, top + 2, MUG.radius - MUG.wall, ry - 4),
		verticalGradient(ctx, top - 16, top + 16, ["#1a0e08", "#5a3520"]),
	);
	paintShape(ctx, ellipse(cx - 20, top + 4, 22, 4), "rgba(255, 235, 210, 0.25)");
}

function drawMugHandle(ctx, cx, base) {
	const { offset, radius, tube, sweep } = MUG.handle;
	const [hx, hy] = [cx + MUG.radius + offset, base - MUG.height / 2];
	ctx.lineCap = "round";
	for (const [width, colour] of [
		[tube * 2 + 3, "#0a4f4c"],
		[tube * 2 - 3, horizontalGradient(ctx, hx, hx + radius + tube, ["#1b8c88", "#2cc0b9", "#0f5f5c"])],
	]) {
		ctx.strokeStyle = colour;
		ctx.lineWidth = width;
		ctx.beginPath();
		ctx.arc(hx, hy, radius, -sweep, sweep);
		ctx.stroke();
	}
}

function drawMugBody(ctx, cx, top, base, ry) {
	const left = cx - MUG.radius;
	const right = cx + MUG.radius;
	ctx.beginPath();
	ctx.moveTo(left, top);
	ctx.lineTo(left, base);
	ctx.ellipse(cx, base, MUG.radius, ry, 0, Math.PI, 0, true);
	ctx.lineTo(right, top);
	ctx.ellipse(cx, top, MUG.radius, ry, 0, 0, Math.PI, false);
	ctx.closePath();
	ctx.fillStyle = horizontalGradient(ctx, left, right, [
		"#08504d",
		"#169690",
		"#5fd3cb",
		"#1a9e98",
		"#128a85",
		"#06403e",
	]);
	ctx.fill();
	// A soft window reflection sells the glaze.
	ctx.fillStyle = horizontalGradient(ctx, cx - 46, cx - 24, [
		"rgba(255, 255, 255, 0)",
		"rgba(255, 255, 255, 0.45)",
		"rgba(255, 255, 255, 0)",
	]);
	ctx.fillRect(cx - 46, top + 26, 22, MUG.height - 40);
}

/** Quads and triangles (lists of [x, y, z] with y up) approximating the mug. */
function mugMesh() {
	const { radius, height, wall, handle } = MUG;
	const around = 28;
	const ring = (r, y) =>
		Array.from({ length: around }, (_, i) => [
			r * Math.cos((i / around) * TAU),
			y,
			r * Math.sin((i / around) * TAU),
		]);
	const band = (lower, upper) =>
		lower.map((point, i) => [point, lower[(i + 1) % around], upper[(i + 1) % around], upper[i]]);
	const wallRings = (r, from, to, count) =>
		Array.from({ length: count + 1 }, (_, i) => ring(r, from + ((to - from) * i) / count));
	const outer = wallRings(radius, 0, height, 6);
	const inner = wallRings(radius - wall, wall, height, 5);
	const faces = [];
	for (let i = 0; i < 6; i++) faces.push(...band(outer[i], outer[i + 1]));
	for (let i = 0; i < 5; i++) faces.push(...band(inner[i], inner[i + 1]));
	faces.push(...band(outer[6], inner[5]));
	for (const [y, edge] of [
		[0, outer[0]],
		[wall, inner[0]],
	]) {
		faces.push(...edge.map((point, i) => [[0, y, 0], point, edge[(i + 1) % around]]));
	}
	faces.push(...handleFaces(handle, radius, height));
	return faces;
}

function handleFaces({ offset, radius, tube, sweep }, mugRadius, height) {
	const [along, around] = [14, 8];
	const centre = [mugRadius + offset, height / 2];
	const point = (i, j) => {
		const a = -sweep + (2 * sweep * i) / along;
		const b = (j / around) * TAU;
		const r = radius + tube * Math.cos(b);
		return [centre[0] + r * Math.cos(a), centre[1] + r * Math.sin(a), tube * Math.sin(b)];
	};
	const faces = [];
	for (let i = 0; i < along; i++) {
		for (let j = 0; j < around; j++)
			faces.push([point(i, j), point(i + 1, j), point(i + 1, j + 1), point(i, j + 1)]);
	}
	return faces;
}

/** Turns the mesh by `yaw` about its axis, tips it towards us by `pitch`; z then points at the viewer. */
function viewTransform(yaw, pitch) {
	return ([x, y, z]) => {
		const [x1, z1] = [x * Math.cos(yaw) + z * Math.sin(yaw), -x * Math.sin(yaw) + z * Math.cos(yaw)];
		return [x1, y * Math.cos(pitch) - z1 * Math.sin(pitch), y * Math.sin(pitch) + z1 * Math.cos(pitch)];
	};
}

const MUG_VIEWS = [
	{ label: "front", yaw: -Math.PI / 2, pitch: 0.26 },
	{ label: "side", yaw: 0, pitch: 0.26 },
	{ label: "top", yaw: 0, pitch: Math.PI / 2 },
];
const VIEW_SIZE = 256;
const VIEW_HEIGHT = 288;

function drawMugViews(ctx) {
	ctx.fillStyle = "#f2f4f7";
	ctx.fillRect(0, 0, VIEW_SIZE * MUG_VIEWS.length, VIEW_HEIGHT);
	const mesh = mugMesh();
	MUG_VIEWS.forEach(({ label, yaw, pitch }, i) => {
		paintShape(ctx, roundRect(i * VIEW_SIZE + 8, 8, VIEW_SIZE - 16, VIEW_HEIGHT - 16, 10), "#ffffff");
		drawMesh(ctx, mesh, viewTransform(yaw, pitch), i * VIEW_SIZE + VIEW_SIZE / 2, 130);
		text(ctx, label, i * VIEW_SIZE + VIEW_SIZE / 2, VIEW_HEIGHT - 24, {
			size: 15,
			weight: "bold",
			colour: "#44505c",
			align: "center",
		});
	});
}

const LIGHT = normalise([-0.4, 0.6, 0.7]);

function normalise([x, y, z]) {
	const length = Math.hypot(x, y, z) || 1;
	return [x / length, y / length, z / length];
}

function faceNormal([a, b, c]) {
	const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
	const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
	return normalise([u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]);
}

/** Flat-shaded, back-to-front (painter's algorithm), with every edge drawn: a shaded wireframe. */
function drawMesh(ctx, mesh, transform, centreX, centreY) {
	const scale = 0.85;
	const faces = mesh.map((face) => face.map(transform));
	const xs = faces.flat().map(([x]) => x);
	const ys = faces.flat().map(([, y]) => y);
	const [midX, midY] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
	const toScreen = ([x, y]) => [centreX + (x - midX) * scale, centreY - (y - midY) * scale];
	const depth = (face) => face.reduce((sum, [, , z]) => sum + z, 0) / face.length;
	faces.sort((a, b) => depth(a) - depth(b));
	ctx.lineWidth = 0.7;
	ctx.lineJoin = "round";
	for (const face of faces) {
		const normal = faceNormal(face);
		// Two-sided lighting: the open mug shows the inside of its wall too.
		const light = 0.35 + 0.65 * Math.abs(normal[0] * LIGHT[0] + normal[1] * LIGHT[1] + normal[2] * LIGHT[2]);
		ctx.beginPath();
		tracePoints(ctx, face.map(toScreen));
		ctx.closePath();
		ctx.fillStyle = `rgb(${TEAL.map((c) => Math.round(c * light + 40 * light)).join(", ")})`;
		ctx.fill();
		ctx.strokeStyle = "rgba(6, 48, 46, 0.8)";
		ctx.stroke();
	}
}

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const MUG_IMAGES = {
	"mug.png": image(drawMug),
	"mug-3d.png": image(drawMugViews, VIEW_SIZE * MUG_VIEWS.length, VIEW_HEIGHT),
};
