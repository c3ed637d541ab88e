import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AGENTS } from "../app/content/mcp/agent-configs.js";
import { launchBrowser, openPage } from "./browser.js";

// The /mcp page: what the MCP server offers and how each agent adds it, and the links to it from
// the home page, llms.txt and the menu beside "Copy page".
const site = inject("siteUrl");

let browser: Browser;
beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The tools the server at /mcp lists, asked through the SDK's client. */
async function servedTools(): Promise<string[]> {
	const client = new Client({ name: "hubkit-site-e2e", version: "0.0.0" });
	await client.connect(new StreamableHTTPClientTransport(new URL(`${site}/mcp`)));
	try {
		return (await client.listTools()).tools.map((tool) => tool.name);
	} finally {
		await client.close();
	}
}

describe("the /mcp page", () => {
	it("describes every tool the server at /mcp lists, each under a heading of its name", async () => {
		const [tools, html] = await Promise.all([servedTools(), fetch(`${site}/mcp`).then((r) => r.text())]);
		expect(tools).toHaveLength(6);
		for (const tool of tools)
			expect(html, tool).toMatch(new RegExp(`<h3 id="tool-${tool}"><code>${tool}</code>`));
		expect(html).toContain("hubkit://tasks/text-classification");
	});

	it("gives each agent its stdio command and the HTTP address, and links its documentation", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/mcp`);
		for (const agent of AGENTS) {
			const section = page.locator("section", { has: page.locator(`h3#agent-${agent.id}`) });
			const code = (await section.locator("pre").allTextContents()).join("\n");
			expect(code, agent.name).toContain("@hubkit/mcp");
			expect(code, agent.name).toContain("http://localhost:3000/mcp");
			expect(
				await section.getByRole("link", { name: `${agent.name}'s documentation` }).getAttribute("href"),
			).toBe(agent.docsUrl);
		}
		expect(
			(await page.getByRole("heading", { level: 3 }).allTextContents()).filter((text) =>
				AGENTS.some((agent) => agent.name === text),
			),
		).toEqual(["Claude Code", "Cursor", "VS Code", "Codex"]);
		// site-wide.e2e.ts scans /mcp with axe, as loaded here, with every rule.
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("has its Markdown copy, with the configurations as code", async () => {
		const markdown = await (await fetch(`${site}/mcp.md`)).text();
		expect(markdown).toMatch(/^# MCP server$/m);
		expect(markdown).toContain('```json\n{\n  "servers": {');
		expect(markdown).toContain('[mcp_servers.hubkit]\ncommand = "npx"');
	});
});

describe("links to the /mcp page", () => {
	it("from the home page", async () => {
		const html = await (await fetch(`${site}/`)).text();
		expect(html).toMatch(/<a href="\/mcp"[^>]*>MCP server<\/a>/);
	});

	it("from llms.txt, in its preamble and among the guides", async () => {
		const llms = await (await fetch(`${site}/llms.txt`)).text();
		const mcp = new URL("/mcp.md", new URL(/\((https?:\/\/[^/)]+)\//.exec(llms)?.[1] ?? site)).href;
		expect(llms.split("\n## ")[0]).toContain(mcp);
		expect(llms).toContain(`- [MCP server](${mcp}):`);
	});

	it("from the menu beside Copy page, named in full though it shows MCP", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks/fill-mask`);
		const link = page.getByRole("link", { name: "MCP server", exact: true });
		expect(await link.getAttribute("href")).toBe("/mcp");
		expect(await link.textContent()).toBe("MCP");
		await page.context().close();
	});
});
