/** Agents and robots: a gridworld maze and a robot arm reaching for a cube. */
import {
	circle,
	ellipse,
	H,
	horizontalGradient,
	limb,
	paintShape,
	poly,
	rect,
	roundRect,
	strokeShape,
	verticalGradient,
	W,
} from "./draw.mjs";
import { image } from "./render.mjs";

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

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const AGENT_IMAGES = {
	"gridworld.png": image(drawGridworld),
	"robot-arm.png": image(drawRobotArm),
};
