/**
 * The street as data: every part's shape, photo colour, semantic class, detection label, instance
 * and depth, so the five street pictures are painted from one description and their geometry agrees.
 */
import { circle, ellipse, limb, poly, rect, roundRect, W } from "./draw.mjs";

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
export const STREET = [
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
