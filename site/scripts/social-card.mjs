// Draws the site's social card (the Open Graph and Twitter image, 1200×630) into public/.
// Run by hand when the card should change (`node scripts/social-card.mjs`), and the PNG is
// committed: the card depends on the fonts of the machine that draws it, so drawing it in every
// build would make the image differ from one machine to the next.
// @napi-rs/canvas comes from @hubkit/tasks' devDependencies (it draws the demo media too).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";

const CARD = { width: 1200, height: 630 };
const OUT = fileURLToPath(new URL("../public/social-card.png", import.meta.url));
const FONTS = "/usr/share/fonts/truetype/dejavu";

GlobalFonts.registerFromPath(`${FONTS}/DejaVuSans-Bold.ttf`, "Card Bold");
GlobalFonts.registerFromPath(`${FONTS}/DejaVuSans.ttf`, "Card");

const INDIGO = "#4338ca";
const INK = "#1b1f24";
const MUTED = "#4a5260";
const TASK_COLORS = ["#c2410c", "#1d4ed8", "#15803d", "#a16207", "#4338ca", "#b91c1c"];

const canvas = createCanvas(CARD.width, CARD.height);
const ctx = canvas.getContext("2d");

ctx.fillStyle = "#f5f7fa";
ctx.fillRect(0, 0, CARD.width, CARD.height);
ctx.fillStyle = INDIGO;
ctx.fillRect(0, 0, CARD.width, 16);

// The favicon's diamond, large.
const diamond = (x, y, r, color) => {
	ctx.fillStyle = color;
	ctx.beginPath();
	ctx.moveTo(x, y - r);
	ctx.lineTo(x + r, y);
	ctx.lineTo(x, y + r);
	ctx.lineTo(x - r, y);
	ctx.closePath();
	ctx.fill();
};
diamond(150, 170, 60, INDIGO);

ctx.textBaseline = "alphabetic";
ctx.fillStyle = INK;
ctx.font = "96px 'Card Bold'";
ctx.fillText("Hubkit", 240, 205);

ctx.font = "44px 'Card'";
ctx.fillStyle = INK;
ctx.fillText("Find a model for your task,", 90, 345);
ctx.fillText("and call it in a minute.", 90, 405);

ctx.font = "30px 'Card'";
ctx.fillStyle = MUTED;
ctx.fillText("Task reference · inference client · snippets · course", 90, 500);

// One dot per task color, as on the catalogue's legend.
TASK_COLORS.forEach((color, i) => {
	ctx.fillStyle = color;
	ctx.beginPath();
	ctx.arc(108 + i * 52, 565, 16, 0, Math.PI * 2);
	ctx.fill();
});

writeFileSync(OUT, canvas.toBuffer("image/png"));
