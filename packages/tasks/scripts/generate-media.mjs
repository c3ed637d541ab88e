/**
 * Draws and synthesises every demo image and sound listed in `src/media/demo-media.ts` into `media/`.
 *
 * Run from the repository root:  npm run media -w @hubkit/tasks
 * Needs the Debian packages:     apt-get install espeak-ng sox fonts-dejavu-core
 * (Debian's sox writes FLAC through libsox-fmt-base, which it pulls in) and the @napi-rs/canvas
 * devDependency of this workspace.
 *
 * Nothing is downloaded or copied: every picture is drawn here and every sound is spoken or
 * synthesised here, with fixed seeds, so re-running writes the same files. Pictures that show one
 * scene in several ways (street*, cat*, house*, ball-frames*, person*, mug*) are painted from one
 * shared description each, so that their geometry matches exactly.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts, ImageData } from "@napi-rs/canvas";

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const MANIFEST_PATH = join(PACKAGE_DIR, "src/media/demo-media.ts");
const OUTPUT_DIR = join(PACKAGE_DIR, "media");
const MAX_BYTES = 200 * 1024;

/** Every scene is designed on this canvas; filmstrips draw it at half size. */
const W = 512;
const H = 384;
const TAU = Math.PI * 2;

const FONT = "DejaVu Sans";
const FONT_DIR = "/usr/share/fonts/truetype/dejavu";

// ---------------------------------------------------------------------------------------------
// Preconditions
// ---------------------------------------------------------------------------------------------

const REQUIRED_TOOLS = [
	{ command: "espeak-ng", aptPackage: "espeak-ng" },
	{ command: "sox", aptPackage: "sox" },
];

function fail(message) {
	console.error(`generate-media: ${message}`);
	process.exit(1);
}

function checkTools() {
	for (const { command, aptPackage } of REQUIRED_TOOLS) {
		if (spawnSync(command, ["--version"]).error) {
			fail(`the command "${command}" was not found; install it with: apt-get install ${aptPackage}`);
		}
	}
	// A sox built without FLAC would otherwise fail only halfway through the run.
	const soxHelp = spawnSync("sox", ["-h"], { encoding: "utf8" }).stdout;
	if (!/\bflac\b/.test(soxHelp)) {
		fail("sox cannot write FLAC; install its formats with: apt-get install libsox-fmt-base");
	}
}

/** Text must render the same on every machine, so insist on DejaVu rather than a fallback font. */
function checkFont() {
	const hasFont = () => GlobalFonts.families.some(({ family }) => family === FONT);
	if (!hasFont()) GlobalFonts.loadFontsFromDir(FONT_DIR);
	if (!hasFont())
		fail(`the font "${FONT}" was not found; install it with: apt-get install fonts-dejavu-core`);
}

const KIND_BY_EXTENSION = { ".png": "img", ".flac": "audio" };

/** Reads the file names and kinds out of the TypeScript table, which stays the single list of media. */
function readManifest() {
	const source = readFileSync(MANIFEST_PATH, "utf8");
	const entries = [...source.matchAll(/"([\w.-]+)":\s*\{\s*kind:\s*"(\w+)"/g)].map(([, name, kind]) => ({
		name,
		kind,
	}));
	if (entries.length === 0) fail(`found no media entries in ${MANIFEST_PATH}; has its layout changed?`);
	return entries;
}

function checkAgainstManifest(manifest) {
	const listed = new Set(manifest.map(({ name }) => name));
	const problems = [
		...manifest.filter(({ name }) => !(name in GENERATORS)).map(({ name }) => `no generator for ${name}`),
		...Object.keys(GENERATORS)
			.filter((name) => !listed.has(name))
			.map((name) => `${name} is generated but not listed in DEMO_MEDIA`),
		...manifest
			.filter(({ name, kind }) => KIND_BY_EXTENSION[extname(name)] !== kind)
			.map(({ name, kind }) => `${name} is listed as kind "${kind}", which does not fit its extension`),
	];
	if (problems.length > 0) fail(`scripts and demo-media.ts disagree:\n  ${problems.join("\n  ")}`);
}

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers
// ---------------------------------------------------------------------------------------------

/** mulberry32: a tiny seeded generator, so noise and pencil wobble come out the same on every run. */
function seededRandom(seed) {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Renders one picture into a PNG file. */
function image(draw, width = W, height = H) {
	return async (outPath) => {
		const canvas = createCanvas(width, height);
		draw(canvas.getContext("2d"));
		writeFileSync(outPath, await canvas.encode("png"));
	};
}

/** Four frames of a scene side by side at half size, as a video model receives them. */
function filmstrip(drawFrame, frameCount = 4) {
	const frameW = W / 2;
	const frameH = H / 2;
	return image(
		(ctx) => {
			for (let frame = 0; frame < frameCount; frame++) {
				ctx.save();
				ctx.translate(frame * frameW, 0);
				ctx.beginPath();
				ctx.rect(0, 0, frameW, frameH);
				ctx.clip();
				ctx.scale(0.5, 0.5);
				drawFrame(ctx, frame);
				ctx.restore();
			}
			// A white gap makes the frame boundaries obvious at a glance.
			ctx.fillStyle = "#ffffff";
			for (let frame = 1; frame < frameCount; frame++) ctx.fillRect(frame * frameW - 2, 0, 4, frameH);
		},
		frameCount * frameW,
		frameH,
	);
}

// Shapes are plain data, so one scene description can be painted as a photo, a class map, a
// depth map or instance masks, and its bounding boxes can be computed.
const rect = (x, y, w, h) => ({ type: "rect", x, y, w, h });
const roundRect = (x, y, w, h, r) => ({ type: "roundRect", x, y, w, h, r });
const circle = (cx, cy, r) => ({ type: "circle", cx, cy, r });
const ellipse = (cx, cy, rx, ry) => ({ type: "ellipse", cx, cy, rx, ry });
const poly = (...points) => ({ type: "poly", points });
/** A round-capped thick line through the points, for limbs. */
const limb = (width, ...points) => ({ type: "limb", width, points });

function tracePoints(ctx, points) {
	points.forEach(([x, y], i) => {
		if (i === 0) ctx.moveTo(x, y);
		else ctx.lineTo(x, y);
	});
}

function traceShape(ctx, shape) {
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

function paintShape(ctx, shape, style) {
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
function shapeBounds(shape) {
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

function strokeShape(ctx, shape, style, width) {
	traceShape(ctx, shape);
	ctx.strokeStyle = style;
	ctx.lineWidth = width;
	ctx.stroke();
}

function verticalGradient(ctx, top, bottom, stops) {
	const gradient = ctx.createLinearGradient(0, top, 0, bottom);
	stops.forEach((colour, i) => {
		gradient.addColorStop(i / (stops.length - 1), colour);
	});
	return gradient;
}

function horizontalGradient(ctx, left, right, stops) {
	const gradient = ctx.createLinearGradient(left, 0, right, 0);
	stops.forEach((colour, i) => {
		gradient.addColorStop(i / (stops.length - 1), colour);
	});
	return gradient;
}

function text(ctx, content, x, y, { size = 14, weight = "normal", colour = "#222222", align = "left" } = {}) {
	ctx.font = `${weight} ${size}px "${FONT}"`;
	ctx.fillStyle = colour;
	ctx.textAlign = align;
	ctx.textBaseline = "alphabetic";
	ctx.fillText(content, x, y);
}

// ---------------------------------------------------------------------------------------------
// Street scene: one description painted five ways
// ---------------------------------------------------------------------------------------------

// Depth is 0 (far) .. 1 (near); ground planes recede, so their depth is a vertical ramp.
const depthRamp = (top, bottom, far, near) => ({ top, bottom, far, near });
const GRASS_DEPTH = depthRamp(200, 232, 0.14, 0.22);
const FAR_PAVEMENT_DEPTH = depthRamp(232, 250, 0.24, 0.3);
const ROAD_DEPTH = depthRamp(250, 330, 0.32, 0.72);
const NEAR_PAVEMENT_DEPTH = depthRamp(330, 384, 0.76, 0.88);
const HOUSE_DEPTH = 0.2;
const TREE_DEPTH = 0.32;
const CAR_DEPTH = 0.82;
const PERSON_DEPTH = 0.96;

/**
 * Painter's-order list of the parts of the street. `cls` is the semantic class, `object` the
 * detection label and `mask` the instance the part belongs to.
 */
const STREET = [
	{ shape: rect(0, 0, W, 200), colour: "#a9dcf5", cls: "sky", depth: 0.03 },
	...[
		[70, 46, 18],
		[94, 36, 24],
		[120, 48, 16],
		[372, 62, 20],
		[400, 50, 28],
		[430, 64, 18],
	].map(([cx, cy, r]) => ({ shape: circle(cx, cy, r), colour: "#ffffff", cls: "sky", depth: 0.03 })),
	{ shape: rect(0, 200, W, 32), colour: "#86c06c", cls: "vegetation", depth: GRASS_DEPTH },
	{ shape: rect(0, 232, W, 18), colour: "#d9d3c9", cls: "sidewalk", depth: FAR_PAVEMENT_DEPTH },
	{ shape: rect(0, 247, W, 3), colour: "#b3ab9e", cls: "sidewalk", depth: FAR_PAVEMENT_DEPTH },
	{ shape: rect(0, 250, W, 80), colour: "#5b6068", cls: "road", depth: ROAD_DEPTH },
	...[0, 1, 2, 3, 4, 5, 6].map((i) => ({
		shape: rect(8 + i * 76, 288, 44, 4),
		colour: "#f2efe4",
		cls: "road",
		depth: ROAD_DEPTH,
	})),
	{ shape: rect(0, 330, W, 4), colour: "#b3ab9e", cls: "sidewalk", depth: NEAR_PAVEMENT_DEPTH },
	{ shape: rect(0, 334, W, 50), colour: "#ddd7cc", cls: "sidewalk", depth: NEAR_PAVEMENT_DEPTH },
	...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
		shape: rect(30 + i * 64, 334, 2, 50),
		colour: "#c6beb1",
		cls: "sidewalk",
		depth: NEAR_PAVEMENT_DEPTH,
	})),
	...houseParts(),
	...treeParts(),
	...carParts(),
	...walkerParts(),
];

function houseParts() {
	const part = (shape, colour, mask) => ({
		shape,
		colour,
		mask,
		cls: "building",
		object: "house",
		depth: HOUSE_DEPTH,
	});
	const window = (x, mask) => [
		part(rect(x, 128, 44, 40), "#ffffff", mask),
		part(rect(x + 4, 132, 36, 32), "#8ccbe8", mask),
		part(rect(x + 21, 132, 2, 32), "#ffffff", mask),
		part(rect(x + 4, 147, 36, 2), "#ffffff", mask),
	];
	return [
		part(rect(140, 50, 20, 40), "#a8493f", "chimney"),
		part(rect(24, 104, 160, 128), "#f3e2c2", "walls"),
		part(poly([8, 108], [104, 40], [200, 108]), "#cf3f36", "roof"),
		...window(38, "window-left"),
		...window(126, "window-right"),
		part(rect(88, 170, 32, 62), "#8a5330", "door"),
		part(circle(113, 203, 2.5), "#f2c94c", "door"),
	];
}

function treeParts() {
	const part = (shape, colour, mask) => ({
		shape,
		colour,
		mask,
		cls: "vegetation",
		object: "tree",
		depth: TREE_DEPTH,
	});
	return [
		part(rect(263, 118, 14, 114), "#7b5334", "trunk"),
		part(circle(270, 88, 44), "#3e9c4b", "crown"),
		part(circle(238, 112, 32), "#3e9c4b", "crown"),
		part(circle(302, 110, 32), "#3e9c4b", "crown"),
		part(circle(270, 126, 34), "#3e9c4b", "crown"),
		part(circle(256, 74, 16), "#55b561", "crown"),
		part(circle(292, 98, 12), "#55b561", "crown"),
		part(circle(236, 104, 10), "#55b561", "crown"),
	];
}

function carParts() {
	const part = (shape, colour, mask) => ({
		shape,
		colour,
		mask,
		cls: "car",
		object: "car",
		depth: CAR_DEPTH,
	});
	const wheel = (cx, mask) => [
		part(circle(cx, 302, 17), "#2b2d31", mask),
		part(circle(cx, 302, 7), "#c9ccd1", mask),
	];
	return [
		part(poly([222, 266], [244, 238], [306, 238], [332, 266]), "#d83b3b", "car"),
		part(roundRect(186, 262, 176, 40, 12), "#d83b3b", "car"),
		part(poly([232, 264], [249, 243], [274, 243], [274, 264]), "#bfe3f2", "car"),
		part(poly([280, 264], [280, 243], [303, 243], [322, 264]), "#bfe3f2", "car"),
		part(rect(276, 268, 2, 30), "#a92f2f", "car"),
		part(roundRect(349, 272, 10, 8, 3), "#ffe38a", "car"),
		part(roundRect(188, 272, 7, 9, 2), "#ff8a5c", "car"),
		...wheel(224, "wheel-back"),
		...wheel(326, "wheel-front"),
	];
}

/** A person walking to the right along the near pavement. */
function walkerParts() {
	const part = (shape, colour) => ({
		shape,
		colour,
		mask: "person",
		cls: "person",
		object: "person",
		depth: PERSON_DEPTH,
	});
	const skin = "#f1c09a";
	return [
		part(limb(8, [432, 270], [422, 294], [418, 314]), "#e08e1e"),
		part(limb(11, [437, 312], [429, 342], [425, 368]), "#2f4a7a"),
		part(limb(11, [445, 312], [453, 340], [463, 366]), "#2f4a7a"),
		part(ellipse(423, 372, 10, 5), "#333333"),
		part(ellipse(467, 370, 10, 5), "#333333"),
		part(roundRect(426, 262, 30, 56, 9), "#f0a030"),
		part(limb(8, [452, 270], [462, 292], [470, 310]), "#f0a030"),
		part(circle(471, 313, 4.5), skin),
		part(circle(418, 317, 4.5), skin),
		part(rect(437, 252, 8, 12), skin),
		part(circle(442, 244, 14), skin),
		part(ellipse(439, 236, 14, 8), "#4a3020"),
		part(circle(449, 244, 1.6), "#2b2b2b"),
	];
}

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

// ---------------------------------------------------------------------------------------------
// Cat: one scene, posed and dressed up
// ---------------------------------------------------------------------------------------------

const GINGER = "#ee8a3a";
const GINGER_DARK = "#c4621e";
const CREAM = "#fbe2c0";
/** The dance in cat-frames.png: which paw is up in each frame. */
const CAT_DANCE = [null, "left", null, "right"];

function drawCatScene(ctx, { paw, hat }) {
	drawCatRoom(ctx);
	ctx.save();
	// Leaning towards the raised paw makes the frames read as a dance rather than a wave.
	const lean = { left: -0.06, right: 0.06 }[paw] ?? 0;
	ctx.translate(256, 344);
	ctx.rotate(lean);
	ctx.translate(-256, -344);
	drawCat(ctx, paw);
	if (hat) drawPartyHat(ctx);
	ctx.restore();
}

function drawCatRoom(ctx) {
	ctx.fillStyle = "#f5eee2";
	ctx.fillRect(0, 0, W, 262);
	ctx.fillStyle = "#e4d8c4";
	ctx.fillRect(0, 256, W, 12);
	ctx.fillStyle = "#d9b98e";
	ctx.fillRect(0, 268, W, H - 268);
	ctx.fillStyle = "#c9a77a";
	for (const y of [290, 318, 352]) ctx.fillRect(0, y, W, 2);
	paintShape(ctx, ellipse(256, 334, 222, 46), "#2f63b8");
	strokeShape(ctx, ellipse(256, 334, 198, 35), "#86aef0", 3);
	strokeShape(ctx, ellipse(256, 334, 176, 26), "#244f99", 2);
	ctx.strokeStyle = "#f2f2f2";
	ctx.lineWidth = 2;
	for (let i = -3; i <= 3; i++) {
		// Start each tassel on the rug's elliptical edge, so none float beside it.
		const edge = 222 * Math.sqrt(1 - ((i * 9) / 46) ** 2);
		for (const side of [-1, 1]) {
			ctx.beginPath();
			ctx.moveTo(256 + side * edge, 334 + i * 9);
			ctx.lineTo(256 + side * (edge + 12), 334 + i * 9);
			ctx.stroke();
		}
	}
}

function drawCat(ctx, paw) {
	ctx.lineCap = "round";
	ctx.strokeStyle = GINGER;
	ctx.lineWidth = 20;
	ctx.beginPath();
	ctx.moveTo(300, 334);
	ctx.bezierCurveTo(388, 342, 408, 298, 384, 258);
	ctx.stroke();
	paintShape(ctx, ellipse(206, 318, 36, 28), GINGER);
	paintShape(ctx, ellipse(306, 318, 36, 28), GINGER);
	paintShape(ctx, ellipse(256, 262, 76, 84), GINGER);
	drawBodyStripes(ctx);
	paintShape(ctx, ellipse(256, 262, 46, 66), CREAM);
	drawForeleg(ctx, "left", paw === "left");
	drawForeleg(ctx, "right", paw === "right");
	drawCatHead(ctx);
}

function drawBodyStripes(ctx) {
	ctx.strokeStyle = GINGER_DARK;
	ctx.lineWidth = 6;
	for (const side of [-1, 1]) {
		for (const y of [230, 256, 282]) {
			ctx.beginPath();
			ctx.moveTo(256 + side * 72, y);
			ctx.quadraticCurveTo(256 + side * 56, y + 6, 256 + side * 50, y + 18);
			ctx.stroke();
		}
	}
}

/** A front leg resting on the rug, or lifted up beside the face. */
function drawForeleg(ctx, side, raised) {
	const s = side === "left" ? -1 : 1;
	const points = raised
		? [
				[256 + s * 30, 240],
				[256 + s * 72, 222],
				[256 + s * 96, 176],
			]
		: [
				[256 + s * 24, 240],
				[256 + s * 24, 330],
			];
	// A darker rim keeps the leg readable where it crosses the ginger body.
	paintShape(ctx, limb(28, ...points), GINGER_DARK);
	paintShape(ctx, limb(24, ...points), GINGER);
	const [px, py] = points.at(-1);
	paintShape(ctx, ellipse(px, py + (raised ? -4 : 5), 16, raised ? 14 : 10), CREAM);
	ctx.strokeStyle = "#d9b48c";
	ctx.lineWidth = 1.5;
	for (const dx of [-5, 5]) {
		ctx.beginPath();
		ctx.moveTo(px + dx, py + (raised ? -12 : 1));
		ctx.lineTo(px + dx, py + (raised ? -4 : 9));
		ctx.stroke();
	}
}

function drawCatHead(ctx) {
	for (const s of [-1, 1]) {
		paintShape(ctx, poly([256 + s * 52, 132], [256 + s * 46, 76], [256 + s * 12, 110]), GINGER);
		paintShape(ctx, poly([256 + s * 44, 124], [256 + s * 42, 88], [256 + s * 22, 110]), "#f4a6b0");
	}
	paintShape(ctx, ellipse(256, 160, 66, 58), GINGER);
	ctx.strokeStyle = GINGER_DARK;
	ctx.lineWidth = 6;
	for (const [x0, x1] of [
		[240, 244],
		[256, 256],
		[272, 268],
	]) {
		ctx.beginPath();
		ctx.moveTo(x0, 106);
		ctx.lineTo(x1, 126);
		ctx.stroke();
	}
	paintShape(ctx, ellipse(244, 190, 15, 11), CREAM);
	paintShape(ctx, ellipse(268, 190, 15, 11), CREAM);
	for (const x of [230, 282]) {
		paintShape(ctx, ellipse(x, 156, 13, 15), "#5cc34a");
		strokeShape(ctx, ellipse(x, 156, 13, 15), "#2d3a1e", 2);
		paintShape(ctx, ellipse(x, 157, 4, 11), "#1b1b1b");
		paintShape(ctx, circle(x + 4, 150, 3), "#ffffff");
	}
	paintShape(ctx, poly([249, 179], [263, 179], [256, 187]), "#e27d8e");
	drawWhiskers(ctx);
}

function drawWhiskers(ctx) {
	ctx.strokeStyle = "#5a3a20";
	ctx.lineWidth = 1.5;
	ctx.beginPath();
	ctx.moveTo(256, 187);
	ctx.lineTo(256, 193);
	ctx.moveTo(246, 197);
	ctx.quadraticCurveTo(256, 200, 256, 193);
	ctx.quadraticCurveTo(256, 200, 266, 197);
	for (const s of [-1, 1]) {
		for (const dy of [-6, 2, 10]) {
			ctx.moveTo(256 + s * 22, 190 + dy / 3);
			ctx.lineTo(256 + s * 74, 186 + dy);
		}
	}
	ctx.stroke();
}

function drawPartyHat(ctx) {
	const hat = poly([224, 112], [290, 104], [266, 22]);
	ctx.save();
	traceShape(ctx, hat);
	ctx.clip();
	ctx.fillStyle = "#7d3cc8";
	ctx.fillRect(200, 0, 120, 130);
	ctx.fillStyle = "#d7b8ff";
	ctx.translate(257, 68);
	ctx.rotate(-0.5);
	for (let y = -80; y < 80; y += 22) ctx.fillRect(-80, y, 160, 9);
	ctx.restore();
	strokeShape(ctx, hat, "#4b1f85", 2);
	paintShape(ctx, limb(7, [224, 112], [290, 104]), "#ffd23f");
	paintShape(ctx, circle(266, 22, 10), "#ffd23f");
}

// ---------------------------------------------------------------------------------------------
// House: one pencil drawing, then painted
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Single pictures
// ---------------------------------------------------------------------------------------------

function drawLighthouse(ctx) {
	const horizon = 250;
	ctx.fillStyle = verticalGradient(ctx, 0, horizon, ["#2e1a57", "#6b2f8a", "#c4507a", "#f08a4b", "#fbbf5a"]);
	ctx.fillRect(0, 0, W, horizon);
	const glow = ctx.createRadialGradient(150, horizon, 10, 150, horizon, 160);
	glow.addColorStop(0, "rgba(255, 214, 120, 0.8)");
	glow.addColorStop(1, "rgba(255, 214, 120, 0)");
	ctx.fillStyle = glow;
	ctx.fillRect(0, 0, W, horizon);
	paintShape(ctx, circle(150, horizon, 34), "#ffd56b");
	for (const [x, y, rx] of [
		[90, 70, 70],
		[330, 46, 90],
		[220, 130, 60],
	]) {
		paintShape(ctx, ellipse(x, y, rx, 7), "rgba(150, 70, 140, 0.55)");
	}
	ctx.fillStyle = verticalGradient(ctx, horizon, H, ["#4a3f7c", "#1c2452"]);
	ctx.fillRect(0, horizon, W, H - horizon);
	ctx.fillStyle = "rgba(255, 200, 110, 0.75)";
	for (let i = 0; i < 8; i++) ctx.fillRect(150 - 44 + i * 5, horizon + 6 + i * 14, 88 - i * 10, 3);
	ctx.fillStyle = "rgba(255, 255, 255, 0.18)";
	for (const [x, y] of [
		[30, 290],
		[240, 310],
		[60, 350],
		[200, 366],
	]) {
		ctx.fillRect(x, y, 46, 2);
	}
	drawCliff(ctx);
	drawLighthouseTower(ctx);
}

function drawCliff(ctx) {
	paintShape(ctx, poly([270, H], [292, 300], [306, 262], [336, 240], [W, 232], [W, H]), "#6b5a55");
	paintShape(ctx, poly([300, 330], [318, 290], [340, 300], [322, 350]), "#5a4a47");
	paintShape(ctx, poly([306, 262], [336, 240], [W, 232], [W, 252], [346, 256], [316, 274]), "#4f8a3c");
	paintShape(ctx, poly([336, 240], [W, 232], [W, 240], [346, 246]), "#69a84f");
}

function drawLighthouseTower(ctx) {
	const [cx, base, top] = [424, 240, 104];
	// Faint beams from the lantern into the dusk.
	const beam = (farX) =>
		horizontalGradient(ctx, 424, farX, ["rgba(255, 240, 170, 0.45)", "rgba(255, 240, 170, 0)"]);
	paintShape(ctx, poly([424, 80], [190, 36], [200, 110]), beam(190));
	paintShape(ctx, poly([424, 80], [W, 60], [W, 100]), beam(W + 60));
	const tower = poly([cx - 24, base], [cx - 15, top], [cx + 15, top], [cx + 24, base]);
	ctx.save();
	traceShape(ctx, tower);
	ctx.clip();
	const band = (base - top) / 6;
	for (let i = 0; i < 6; i++) {
		ctx.fillStyle = i % 2 === 0 ? "#d63031" : "#f5f5f5";
		ctx.fillRect(cx - 30, base - (i + 1) * band, 60, band + 1);
	}
	ctx.fillStyle = "rgba(0, 0, 0, 0.15)";
	ctx.fillRect(cx + 6, top, 24, base - top);
	ctx.restore();
	paintShape(ctx, roundRect(cx - 6, base - 22, 12, 22, 5), "#3b2a2a");
	paintShape(ctx, rect(cx - 20, top - 8, 40, 8), "#2f2f38");
	paintShape(ctx, rect(cx - 12, top - 34, 24, 26), "#ffe680");
	ctx.fillStyle = "#2f2f38";
	for (const x of [cx - 12, cx - 1, cx + 10]) ctx.fillRect(x, top - 34, 2, 26);
	paintShape(ctx, poly([cx - 16, top - 34], [cx, top - 52], [cx + 16, top - 34]), "#d63031");
	paintShape(ctx, circle(cx, top - 54, 3), "#2f2f38");
}

const FLOWERS = [
	{ petals: 5, colour: "#e63946", edge: "#a4161a", centre: "#ffd166" },
	{ petals: 6, colour: "#ffd23f", edge: "#c9a227", centre: "#8d5524" },
	{ petals: 8, colour: "#9b5de5", edge: "#6a34b0", centre: "#fee440" },
	{ petals: 12, colour: "#4cc9f0", edge: "#1f8fb8", centre: "#f77f00" },
];

function drawFlowersGrid(ctx) {
	FLOWERS.forEach((flower, i) => {
		const [x, y] = [(i % 2) * (W / 2), Math.floor(i / 2) * (H / 2)];
		ctx.fillStyle = ["#fdf3e7", "#eef6ee", "#f1eefa", "#e9f4f8"][i];
		ctx.fillRect(x, y, W / 2, H / 2);
		drawFlower(ctx, x + W / 4, y + 74, flower);
	});
	ctx.fillStyle = "#ffffff";
	ctx.fillRect(W / 2 - 2, 0, 4, H);
	ctx.fillRect(0, H / 2 - 2, W, 4);
}

function drawFlower(ctx, cx, cy, { petals, colour, edge, centre }) {
	paintShape(ctx, limb(5, [cx, cy], [cx - 4, cy + 60], [cx, cy + 112]), "#4f9a3a");
	for (const side of [-1, 1]) {
		ctx.save();
		ctx.translate(cx - 3, cy + 78);
		ctx.rotate(side * 1.0);
		paintShape(ctx, ellipse(0, -18, 8, 18), "#5fb548");
		ctx.restore();
	}
	const petalWidth = Math.min(17, 80 / petals + 6);
	for (let i = 0; i < petals; i++) {
		ctx.save();
		ctx.translate(cx, cy);
		ctx.rotate((i / petals) * TAU);
		paintShape(ctx, ellipse(0, -30, petalWidth, 26), colour);
		strokeShape(ctx, ellipse(0, -30, petalWidth, 26), edge, 1.5);
		ctx.restore();
	}
	paintShape(ctx, circle(cx, cy, 14), centre);
	strokeShape(ctx, circle(cx, cy, 14), "rgba(0, 0, 0, 0.25)", 1.5);
}

const INVOICE_ITEMS = [
	{ description: "Office chair, ergonomic", quantity: 3, unitPrice: 250 },
	{ description: "Desk lamp, LED", quantity: 5, unitPrice: 45 },
	{ description: "Printer paper, box of 5 reams", quantity: 10, unitPrice: 27 },
];
const INVOICE_WIDTH = 480;
const INVOICE_HEIGHT = 640;

const money = (amount) =>
	amount.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function drawInvoice(ctx) {
	ctx.fillStyle = "#cfcfcb";
	ctx.fillRect(0, 0, INVOICE_WIDTH, INVOICE_HEIGHT);
	ctx.save();
	// A scanned page is never perfectly straight.
	ctx.translate(INVOICE_WIDTH / 2, INVOICE_HEIGHT / 2);
	ctx.rotate(-0.006);
	ctx.translate(-INVOICE_WIDTH / 2, -INVOICE_HEIGHT / 2);
	ctx.shadowColor = "rgba(0, 0, 0, 0.25)";
	ctx.shadowBlur = 8;
	ctx.fillStyle = "#fdfcf7";
	ctx.fillRect(18, 16, INVOICE_WIDTH - 36, INVOICE_HEIGHT - 32);
	ctx.shadowColor = "transparent";
	drawInvoiceText(ctx);
	ctx.restore();
	drawScanSpecks(ctx);
}

function drawInvoiceText(ctx) {
	const [left, right] = [42, INVOICE_WIDTH - 42];
	text(ctx, "Northwind Supplies", left, 66, { size: 22, weight: "bold", colour: "#1d3557" });
	text(ctx, "14 Quay Street, Harbourside", left, 86, { size: 11, colour: "#555555" });
	text(ctx, "accounts@northwind.example", left, 101, { size: 11, colour: "#555555" });
	text(ctx, "INVOICE", right, 66, { size: 20, weight: "bold", colour: "#1d3557", align: "right" });
	text(ctx, "Invoice no.: INV-2041", right, 90, { size: 12, align: "right" });
	text(ctx, "Date: 12 March 2026", right, 107, { size: 12, align: "right" });
	ctx.fillStyle = "#1d3557";
	ctx.fillRect(left, 122, right - left, 2);
	text(ctx, "Bill to", left, 150, { size: 12, weight: "bold" });
	text(ctx, "Hubkit Labs Ltd", left, 168, { size: 12 });
	text(ctx, "2 Market Square", left, 184, { size: 12 });
	const columns = [left, right - 176, right - 92, right];
	const row = (y, cells, options) => {
		cells.forEach((cell, i) => {
			text(ctx, cell, columns[i], y, { size: 12, align: i === 0 ? "left" : "right", ...options });
		});
	};
	ctx.fillStyle = "#e8edf3";
	ctx.fillRect(left, 222, right - left, 24);
	row(239, ["Description", "Qty", "Unit price", "Amount"], { weight: "bold" });
	INVOICE_ITEMS.forEach(({ description, quantity, unitPrice }, i) => {
		const y = 272 + i * 28;
		row(y, [description, String(quantity), money(unitPrice), money(quantity * unitPrice)]);
		ctx.fillStyle = "#dddddd";
		ctx.fillRect(left, y + 10, right - left, 1);
	});
	const total = INVOICE_ITEMS.reduce((sum, { quantity, unitPrice }) => sum + quantity * unitPrice, 0);
	ctx.fillStyle = "#1d3557";
	ctx.fillRect(right - 210, 372, 210, 2);
	text(ctx, "Total due:", right - 200, 396, { size: 14, weight: "bold" });
	text(ctx, `${money(total)} EUR`, right, 396, { size: 14, weight: "bold", align: "right" });
	text(ctx, "Payment within 30 days to the account on file.", left, 560, { size: 11, colour: "#555555" });
	text(ctx, "Thank you for your business.", left, 577, { size: 11, colour: "#555555" });
}

/** Dust and toner specks, seeded, so the page looks scanned without noisy (large) pixels. */
function drawScanSpecks(ctx) {
	const rng = seededRandom(41);
	for (let i = 0; i < 140; i++) {
		ctx.fillStyle = `rgba(60, 60, 60, ${0.15 + rng() * 0.35})`;
		ctx.beginPath();
		ctx.arc(rng() * INVOICE_WIDTH, rng() * INVOICE_HEIGHT, 0.4 + rng() * 0.9, 0, TAU);
		ctx.fill();
	}
}

// ---------------------------------------------------------------------------------------------
// Person: one pose, drawn as a cartoon and as keypoints
// ---------------------------------------------------------------------------------------------

/** Keypoints of a person facing us, so their left side is on the right of the image. */
const POSE = {
	nose: [256, 76],
	leftShoulder: [290, 124],
	rightShoulder: [222, 124],
	leftElbow: [338, 98],
	rightElbow: [210, 186],
	leftWrist: [352, 46],
	rightWrist: [206, 240],
	leftHip: [276, 236],
	rightHip: [236, 236],
	leftKnee: [280, 298],
	rightKnee: [232, 298],
	leftAnkle: [282, 356],
	rightAnkle: [230, 356],
};

const SKELETON = [
	["nose", "leftShoulder"],
	["nose", "rightShoulder"],
	["leftShoulder", "rightShoulder"],
	["leftShoulder", "leftElbow"],
	["leftElbow", "leftWrist"],
	["rightShoulder", "rightElbow"],
	["rightElbow", "rightWrist"],
	["leftShoulder", "leftHip"],
	["rightShoulder", "rightHip"],
	["leftHip", "rightHip"],
	["leftHip", "leftKnee"],
	["leftKnee", "leftAnkle"],
	["rightHip", "rightKnee"],
	["rightKnee", "rightAnkle"],
];

const SKIN = "#f1c27d";
const SHIRT = "#3a86ff";
const TROUSERS = "#2b2d42";

function drawPerson(ctx) {
	ctx.fillStyle = "#eef2f7";
	ctx.fillRect(0, 0, W, H);
	const p = POSE;
	paintShape(ctx, ellipse(256, 364, 70, 8), "rgba(0, 0, 0, 0.08)");
	for (const side of ["left", "right"]) {
		paintShape(ctx, limb(26, p[`${side}Hip`], p[`${side}Knee`], p[`${side}Ankle`]), TROUSERS);
		const [ax, ay] = p[`${side}Ankle`];
		paintShape(ctx, ellipse(ax + (side === "left" ? 8 : -8), ay + 6, 18, 8), "#444444");
	}
	paintShape(ctx, rect(248, 96, 16, 30), SKIN);
	paintShape(ctx, roundRect(214, 114, 84, 130, 16), SHIRT);
	drawPersonArm(ctx, "right");
	drawPersonArm(ctx, "left");
	drawWavingHand(ctx, p.leftWrist);
	paintShape(ctx, circle(...p.rightWrist, 11), SKIN);
	drawFace(ctx);
}

function drawPersonArm(ctx, side) {
	const shoulder = POSE[`${side}Shoulder`];
	const elbow = POSE[`${side}Elbow`];
	paintShape(ctx, limb(16, elbow, POSE[`${side}Wrist`]), SKIN);
	paintShape(ctx, limb(22, shoulder, elbow), SHIRT);
}

function drawWavingHand(ctx, [x, y]) {
	paintShape(ctx, circle(x, y - 2, 13), SKIN);
	for (const [dx, length] of [
		[-8, 14],
		[-3, 18],
		[2, 18],
		[7, 15],
	]) {
		paintShape(ctx, limb(5, [x + dx, y - 8], [x + dx * 1.4, y - 8 - length]), SKIN);
	}
	paintShape(ctx, limb(5, [x - 9, y + 2], [x - 20, y - 6]), SKIN);
	// Motion arcs: the hand is waving, not just raised.
	ctx.strokeStyle = "#9aa5b1";
	ctx.lineWidth = 3;
	ctx.lineCap = "round";
	for (const r of [30, 40]) {
		ctx.beginPath();
		ctx.arc(x, y, r, -0.6, 0.1);
		ctx.stroke();
	}
}

function drawFace(ctx) {
	paintShape(ctx, circle(256, 66, 32), SKIN);
	ctx.fillStyle = "#5a3825";
	ctx.beginPath();
	ctx.arc(256, 62, 33, Math.PI * 1.02, Math.PI * 1.98);
	ctx.quadraticCurveTo(260, 40, 223, 60);
	ctx.fill();
	paintShape(ctx, circle(245, 66, 3.5), "#222222");
	paintShape(ctx, circle(267, 66, 3.5), "#222222");
	paintShape(ctx, ellipse(...POSE.nose, 3, 4), "#e0a866");
	ctx.strokeStyle = "#8a4b2a";
	ctx.lineWidth = 2.5;
	ctx.beginPath();
	ctx.arc(256, 80, 10, 0.35, Math.PI - 0.35);
	ctx.stroke();
}

const SIDE_COLOURS = { left: "#ff8c00", right: "#00b4d8", centre: "#e0218a" };

/** Left side warm, right side cool, centre magenta, as pose-estimation demos usually colour them. */
const sideOf = (name) => name.match(/^(left|right)/)?.[1] ?? "centre";

function drawPersonKeypoints(ctx) {
	drawPerson(ctx);
	ctx.lineCap = "round";
	for (const [from, to] of SKELETON) {
		const colour = SIDE_COLOURS[sideOf(from) === sideOf(to) ? sideOf(from) : "centre"];
		paintShape(ctx, limb(7, POSE[from], POSE[to]), "#ffffff");
		paintShape(ctx, limb(4, POSE[from], POSE[to]), colour);
	}
	for (const [name, [x, y]] of Object.entries(POSE)) {
		paintShape(ctx, circle(x, y, 7), "#ffffff");
		paintShape(ctx, circle(x, y, 5), SIDE_COLOURS[sideOf(name)]);
	}
}

// ---------------------------------------------------------------------------------------------
// Bouncing ball: one park, in summer and in winter
// ---------------------------------------------------------------------------------------------

const SUMMER = {
	sky: ["#7cc8f5", "#dff3ff"],
	hills: "#a6d98a",
	lawn: "#6cc24a",
	lawnStripe: "#63b844",
	crown: "#3e8e41",
	trunk: "#7a5230",
	snow: false,
};
const WINTER = {
	sky: ["#aebccc", "#eef2f6"],
	hills: "#eef3f8",
	lawn: "#f8fbfd",
	lawnStripe: "#eff4f9",
	crown: "#2f6b45",
	trunk: "#5b4030",
	snow: true,
};
const PARK_TREES = [
	{ x: 60, y: 262, r: 44 },
	{ x: 360, y: 256, r: 34 },
	{ x: 462, y: 266, r: 48 },
];
const GROUND_Y = 344;
const BALL_R = 26;
/** Where the ball is in each frame: across the lawn, bouncing once in frame 2. */
const BALL_PATH = [
	{ x: 80, lift: 150 },
	{ x: 200, lift: 0 },
	{ x: 320, lift: 112 },
	{ x: 440, lift: 36 },
];

function drawPark(ctx, style, frame) {
	ctx.fillStyle = verticalGradient(ctx, 0, 250, style.sky);
	ctx.fillRect(0, 0, W, 250);
	paintShape(ctx, ellipse(130, 262, 240, 56), style.hills);
	paintShape(ctx, ellipse(430, 268, 200, 48), style.hills);
	ctx.fillStyle = style.lawn;
	ctx.fillRect(0, 256, W, H - 256);
	ctx.fillStyle = style.lawnStripe;
	for (let y = 270; y < H; y += 36) ctx.fillRect(0, y, W, 18);
	for (const tree of PARK_TREES) drawParkTree(ctx, style, tree);
	drawBall(ctx, BALL_PATH[frame]);
	if (style.snow) drawSnowfall(ctx, seededRandom(100 + frame));
}

function drawParkTree(ctx, style, { x, y, r }) {
	paintShape(ctx, rect(x - 7, y - 64, 14, 64), style.trunk);
	const blobs = [
		circle(x, y - 84, r),
		circle(x - r * 0.6, y - 62, r * 0.7),
		circle(x + r * 0.6, y - 62, r * 0.7),
	];
	for (const blob of blobs) paintShape(ctx, blob, style.crown);
	if (style.snow) {
		for (const { cx, cy, r: br } of blobs)
			paintShape(ctx, ellipse(cx, cy - br * 0.45, br * 0.85, br * 0.45), "#ffffff");
	}
}

function drawBall(ctx, { x, lift }) {
	const shadowSize = 1 - lift / 260;
	paintShape(
		ctx,
		ellipse(x, GROUND_Y + 2, 30 * shadowSize, 7 * shadowSize),
		`rgba(0, 0, 0, ${0.28 * shadowSize})`,
	);
	// Squashed where it hits the ground.
	const [rx, ry] = lift === 0 ? [BALL_R * 1.18, BALL_R * 0.82] : [BALL_R, BALL_R];
	const cy = GROUND_Y - ry - lift;
	const shine = ctx.createRadialGradient(x - 9, cy - 9, 3, x, cy, BALL_R * 1.2);
	shine.addColorStop(0, "#ff8a8a");
	shine.addColorStop(0.45, "#e02828");
	shine.addColorStop(1, "#98060c");
	paintShape(ctx, ellipse(x, cy, rx, ry), shine);
}

function drawSnowfall(ctx, rng) {
	ctx.fillStyle = "rgba(255, 255, 255, 0.95)";
	for (let i = 0; i < 90; i++) {
		ctx.beginPath();
		ctx.arc(rng() * W, rng() * H, 1.5 + rng() * 2.5, 0, TAU);
		ctx.fill();
	}
}

// ---------------------------------------------------------------------------------------------
// Mug: one set of dimensions, drawn as a picture and as a 3D mesh
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Agents and robots
// ---------------------------------------------------------------------------------------------

/** A = agent, G = goal, # = wall; cells are 64 px. */
const MAZE = ["A.#.....", ".##.###.", "....#...", "##.##.#.", "...#..#.", ".#...#.G"];
const CELL = 64;

function drawGridworld(ctx) {
	ctx.fillStyle = "#f5f3ea";
	ctx.fillRect(0, 0, W, H);
	MAZE.forEach((row, r) => {
		[...row].forEach((cell, c) => {
			drawMazeCell(ctx, cell, c * CELL, r * CELL);
		});
	});
	ctx.strokeStyle = "#dcd8cc";
	ctx.lineWidth = 1;
	for (let x = 0; x <= W; x += CELL) ctx.strokeRect(x + 0.5, -1, 0, H + 2);
	for (let y = 0; y <= H; y += CELL) ctx.strokeRect(-1, y + 0.5, W + 2, 0);
}

function drawMazeCell(ctx, cell, x, y) {
	if (cell === "#") {
		paintShape(ctx, rect(x, y, CELL, CELL), "#858b94");
		paintShape(ctx, rect(x + 4, y + 4, CELL - 8, CELL - 10), "#a3a9b1");
	} else if (cell === "G") {
		paintShape(ctx, roundRect(x + 6, y + 6, CELL - 12, CELL - 12, 6), "#2fbf71");
		strokeShape(ctx, roundRect(x + 14, y + 14, CELL - 28, CELL - 28, 4), "#b9f0d2", 3);
	} else if (cell === "A") {
		const [cx, cy] = [x + CELL / 2, y + CELL / 2];
		paintShape(ctx, circle(cx, cy, 22), "#2f6fdf");
		for (const dx of [-8, 8]) {
			paintShape(ctx, circle(cx + dx, cy - 4, 6), "#ffffff");
			paintShape(ctx, circle(cx + dx + 2, cy - 4, 3), "#10244f");
		}
	}
}

function drawRobotArm(ctx) {
	ctx.fillStyle = verticalGradient(ctx, 0, 220, ["#eef2f6", "#dde3ea"]);
	ctx.fillRect(0, 0, W, 220);
	ctx.fillStyle = "#cdd3da";
	ctx.fillRect(0, 220, W, H - 220);
	paintShape(ctx, rect(36, 326, 22, 58), "#8a6240");
	paintShape(ctx, rect(454, 326, 22, 58), "#8a6240");
	paintShape(ctx, poly([20, 226], [492, 226], [506, 304], [6, 304]), "#c89b6d");
	paintShape(ctx, rect(6, 304, 500, 24), "#a87a4f");
	paintShape(ctx, ellipse(336, 284, 34, 6), "rgba(0, 0, 0, 0.15)");
	paintShape(ctx, ellipse(432, 288, 54, 8), "rgba(0, 0, 0, 0.15)");
	drawRedCube(ctx);
	drawBlueBowl(ctx);
	drawRobot(ctx);
}

function drawRedCube(ctx) {
	paintShape(ctx, poly([310, 244], [322, 234], [362, 234], [350, 244]), "#f06060");
	paintShape(ctx, poly([350, 244], [362, 234], [362, 272], [350, 284]), "#a91e1e");
	paintShape(ctx, rect(310, 244, 40, 40), "#e03131");
}

function drawBlueBowl(ctx) {
	const [cx, rim] = [432, 250];
	ctx.beginPath();
	ctx.ellipse(cx, rim, 54, 13, 0, 0, Math.PI);
	ctx.quadraticCurveTo(cx - 50, rim + 40, cx - 22, rim + 38);
	ctx.lineTo(cx + 22, rim + 38);
	ctx.quadraticCurveTo(cx + 50, rim + 40, cx + 54, rim);
	ctx.fillStyle = horizontalGradient(ctx, cx - 54, cx + 54, ["#1c4fb0", "#3f86ef", "#2a64d0", "#173f8f"]);
	ctx.fill();
	paintShape(ctx, ellipse(cx, rim, 54, 13), "#2a64d0");
	paintShape(ctx, ellipse(cx, rim + 2, 46, 9), "#163c86");
}

function drawRobot(ctx) {
	paintShape(ctx, ellipse(110, 276, 50, 12), "#2f3542");
	paintShape(ctx, rect(60, 240, 100, 36), "#3d4452");
	paintShape(ctx, ellipse(110, 240, 50, 12), "#596273");
	paintShape(ctx, roundRect(90, 198, 40, 44, 6), "#f28c28");
	const [shoulder, elbow, wrist] = [
		[110, 200],
		[214, 104],
		[336, 168],
	];
	for (const [from, to, width] of [
		[shoulder, elbow, 30],
		[elbow, wrist, 24],
	]) {
		paintShape(ctx, limb(width + 4, from, to), "#b4641a");
		paintShape(ctx, limb(width, from, to), "#f28c28");
	}
	for (const [[x, y], r] of [
		[shoulder, 20],
		[elbow, 17],
		[wrist, 12],
	]) {
		paintShape(ctx, circle(x, y, r), "#3d4452");
		paintShape(ctx, circle(x, y, r * 0.45), "#9aa3b2");
	}
	paintShape(ctx, rect(330, 176, 12, 12), "#596273");
	paintShape(ctx, roundRect(312, 186, 48, 10, 3), "#3d4452");
	// Open fingers, just above the cube: reaching for it.
	paintShape(ctx, roundRect(308, 194, 8, 30, 2), "#596273");
	paintShape(ctx, roundRect(356, 194, 8, 30, 2), "#596273");
}

// ---------------------------------------------------------------------------------------------
// Audio
// ---------------------------------------------------------------------------------------------

const VOICE = "en-us";
const WELCOME =
	"Hello, and welcome to the model hub. Today we will learn how to call a model with a single line of code.";
const REMINDER = "Please remember to bring the report to the meeting tomorrow";
/** Every sound is written as FLAC, mono, 16 kHz, 16-bit: what speech models expect. */
const SYNTH_FORMAT = ["-r", "16000", "-c", "1"];
const FLAC_FORMAT = [...SYNTH_FORMAT, "-b", "16"];
const NORMALISE = ["gain", "-n", "-1"];
/** Level of the white noise under the noisy speech: loud, yet the words stay intelligible. */
const HISS_LEVEL = "0.15";

function run(command, args) {
	execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });
}

function speak(sentence, wavPath) {
	run("espeak-ng", ["-v", VOICE, "-w", wavPath, sentence]);
}

/** Splits a sox effect chain written as one line into arguments. */
const words = (line) => line.split(" ");

/** -R seeds sox's noise and dither generators, so every run writes identical files. */
function sox(args) {
	run("sox", ["-R", ...args]);
}

/** The sentence spoken with a short breath of silence on either side. */
function speakPadded(sentence, wavPath, work) {
	const raw = join(work, "raw.wav");
	speak(sentence, raw);
	sox([raw, wavPath, "pad", "0.3", "0.3", ...NORMALISE]);
}

function speech(sentence) {
	return (outPath, work) => {
		const voice = join(work, "voice.wav");
		speakPadded(sentence, voice, work);
		sox([voice, ...FLAC_FORMAT, outPath]);
	};
}

function noisySpeech(sentence) {
	return (outPath, work) => {
		const voice = join(work, "voice.wav");
		const hiss = join(work, "hiss.wav");
		speakPadded(sentence, voice, work);
		// With an input file, synth replaces its samples with noise of exactly the same length.
		sox([voice, hiss, "synth", "whitenoise", "vol", HISS_LEVEL]);
		sox(["-m", voice, hiss, ...FLAC_FORMAT, outPath, ...NORMALISE]);
	};
}

function speechWithPauses(outPath, work) {
	const greeting = join(work, "greeting.wav");
	const notice = join(work, "notice.wav");
	const greetingPadded = join(work, "greeting-padded.wav");
	const noticePadded = join(work, "notice-padded.wav");
	speak("Good morning", greeting);
	speak("the train leaves at nine", notice);
	sox([greeting, greetingPadded, "pad", "1.5", "2.5"]);
	sox([notice, noticePadded, "pad", "0", "1.5"]);
	// Several inputs without -m are played one after the other.
	sox([greetingPadded, noticePadded, ...FLAC_FORMAT, outPath, ...NORMALISE]);
}

/** A sine and its third harmonic, dying away like a struck metal bar, starting `delay` seconds in. */
function chime(wavPath, frequency, seconds, delay) {
	const synth = `synth ${seconds} sine ${frequency} synth ${seconds} sine mix ${frequency * 3}`;
	const decay = `fade l 0.005 ${seconds} ${(seconds - 0.005).toFixed(3)}`;
	sox(["-n", ...SYNTH_FORMAT, wavPath, ...words(`${synth} ${decay} pad ${delay}`)]);
}

function doorbell(outPath, work) {
	const ding = join(work, "ding.wav");
	const dong = join(work, "dong.wav");
	chime(ding, 659.25, 1.4, 0.1);
	// The dong (a major third lower) sounds while the ding is still ringing.
	chime(dong, 523.25, 2.2, 0.75);
	sox(["-m", ding, dong, ...FLAC_FORMAT, outPath, "reverb", "25", ...NORMALISE]);
}

/** C major, rising over two octaves. */
const ARPEGGIO = [261.63, 329.63, 392.0, 523.25, 659.25, 783.99, 1046.5];

function melody(outPath, work) {
	const drone = join(work, "drone.wav");
	const length = 0.6 + ARPEGGIO.length * 0.6 + 2.5;
	// C2 with its octave, quiet and swelling in and out, under the whole tune.
	const droneTones = `synth ${length} sine 65.41 synth ${length} sine mix 130.81 vol 0.5`;
	sox(["-n", ...SYNTH_FORMAT, drone, ...words(`${droneTones} fade q 1.5 ${length} 2.5`)]);
	const notes = ARPEGGIO.map((frequency, i) => {
		const note = join(work, `note-${i}.wav`);
		// Soft plucks: a gentle low-pass takes the edge off the attack.
		const pluck = `synth 2.5 pluck ${frequency} lowpass 2000 fade l 0.01 2.5 2.4`;
		sox(["-n", ...SYNTH_FORMAT, note, ...words(`${pluck} pad ${0.6 + i * 0.6}`)]);
		return note;
	});
	sox(["-m", drone, ...notes, ...FLAC_FORMAT, outPath, "reverb", "50", ...NORMALISE]);
}

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------

/** One generator per file in DEMO_MEDIA; each writes to the path it is given. */
const GENERATORS = {
	"cat.png": image((ctx) => drawCatScene(ctx, { paw: null, hat: false })),
	"cat-party-hat.png": image((ctx) => drawCatScene(ctx, { paw: null, hat: true })),
	"cat-frames.png": filmstrip((ctx, frame) => drawCatScene(ctx, { paw: CAT_DANCE[frame], hat: false })),
	"street.png": image((ctx) => paintStreet(ctx, photoStyle)),
	"street-detections.png": image(drawStreetDetections),
	"street-segments.png": image((ctx) => paintStreet(ctx, classStyle)),
	"street-depth.png": image((ctx) => paintStreet(ctx, depthStyle)),
	"street-masks.png": image(drawStreetMasks),
	"house-sketch.png": image(drawHouseSketch),
	"house-painted.png": image(drawHousePainted),
	"lighthouse.png": image(drawLighthouse),
	"flowers-grid.png": image(drawFlowersGrid),
	"invoice.png": image(drawInvoice, INVOICE_WIDTH, INVOICE_HEIGHT),
	"person.png": image(drawPerson),
	"person-keypoints.png": image(drawPersonKeypoints),
	"ball-frames.png": filmstrip((ctx, frame) => drawPark(ctx, SUMMER, frame)),
	"ball-frames-snow.png": filmstrip((ctx, frame) => drawPark(ctx, WINTER, frame)),
	"mug.png": image(drawMug),
	"mug-3d.png": image(drawMugViews, VIEW_SIZE * MUG_VIEWS.length, VIEW_HEIGHT),
	"gridworld.png": image(drawGridworld),
	"robot-arm.png": image(drawRobotArm),
	"speech.flac": speech(WELCOME),
	"speech-noisy.flac": noisySpeech(REMINDER),
	"speech-clean.flac": speech(REMINDER),
	"speech-pauses.flac": speechWithPauses,
	"doorbell.flac": doorbell,
	"melody.flac": melody,
};

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
	checkTools();
	checkFont();
	const manifest = readManifest();
	checkAgainstManifest(manifest);
	mkdirSync(OUTPUT_DIR, { recursive: true });
	const work = mkdtempSync(join(tmpdir(), "hubkit-media-"));
	const problems = [];
	let total = 0;
	try {
		for (const { name } of manifest) {
			const outPath = join(OUTPUT_DIR, name);
			rmSync(outPath, { force: true });
			await GENERATORS[name](outPath, work);
			const size = statSync(outPath, { throwIfNoEntry: false })?.size;
			if (size === undefined) {
				problems.push(`${name} was not written`);
				continue;
			}
			total += size;
			console.log(`${name.padEnd(24)} ${kilobytes(size).padStart(9)}`);
			if (size > MAX_BYTES)
				problems.push(`${name} is ${kilobytes(size)}, over the ${kilobytes(MAX_BYTES)} limit`);
		}
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
	console.log(`${"total".padEnd(24)} ${kilobytes(total).padStart(9)}`);
	if (problems.length > 0) fail(problems.join("\n  "));
}

await main();
