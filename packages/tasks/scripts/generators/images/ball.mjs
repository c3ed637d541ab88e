/** Bouncing ball: one park, in summer and in winter, so a video-to-video demo keeps the motion. */
import { circle, ellipse, H, paintShape, rect, seededRandom, TAU, verticalGradient, W } from "./draw.mjs";
import { filmstrip } from "./render.mjs";

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

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const BALL_IMAGES = {
	"ball-frames.png": filmstrip((ctx, frame) => drawPark(ctx, SUMMER, frame)),
	"ball-frames-snow.png": filmstrip((ctx, frame) => drawPark(ctx, WINTER, frame)),
};
