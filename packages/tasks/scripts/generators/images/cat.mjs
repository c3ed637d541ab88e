/** Cat: one scene, posed and dressed up, so the still, the party hat and the dance frames show the same cat. */
import { circle, ellipse, H, limb, paintShape, poly, strokeShape, traceShape, W } from "./draw.mjs";
import { filmstrip, image } from "./render.mjs";

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

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const CAT_IMAGES = {
	"cat.png": image((ctx) => drawCatScene(ctx, { paw: null, hat: false })),
	"cat-party-hat.png": image((ctx) => drawCatScene(ctx, { paw: null, hat: true })),
	"cat-frames.png": filmstrip((ctx, frame) => drawCatScene(ctx, { paw: CAT_DANCE[frame], hat: false })),
};
