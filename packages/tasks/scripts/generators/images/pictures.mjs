/** Pictures that stand alone: a lighthouse, a grid of flowers, a scanned invoice. */
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
	seededRandom,
	strokeShape,
	TAU,
	text,
	traceShape,
	verticalGradient,
	W,
} from "./draw.mjs";
import { image } from "./render.mjs";

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

/** The files this scene is drawn into, by name in DEMO_MEDIA. */
export const PICTURE_IMAGES = {
	"lighthouse.png": image(drawLighthouse),
	"flowers-grid.png": image(drawFlowersGrid),
	"invoice.png": image(drawInvoice, INVOICE_WIDTH, INVOICE_HEIGHT),
};
