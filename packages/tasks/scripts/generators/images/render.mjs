/** Turns a drawing function into a generator that writes a PNG: one picture, or frames of a video. */
import { writeFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { H, W } from "./draw.mjs";

/** Renders one picture into a PNG file. */
export function image(draw, width = W, height = H) {
	return async (outPath) => {
		const canvas = createCanvas(width, height);
		draw(canvas.getContext("2d"));
		writeFileSync(outPath, await canvas.encode("png"));
	};
}

/** Four frames of a scene side by side at half size, as a video model receives them. */
export function filmstrip(drawFrame, frameCount = 4) {
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
