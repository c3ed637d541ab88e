/** Person: one pose, drawn as a cartoon and as keypoints, so the keypoints sit on the drawn joints. */
import { circle, ellipse, H, limb, paintShape, rect, roundRect, W } from "./draw.mjs";
import { image } from "./render.mjs";

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

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const PERSON_IMAGES = {
	"person.png": image(drawPerson),
	"person-keypoints.png": image(drawPersonKeypoints),
};
