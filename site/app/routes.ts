import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
	index("routes/home.tsx"),
	route("tasks", "routes/tasks.tsx"),
	route("tasks/:id", "routes/task.tsx"),
	route("inference", "routes/inference.tsx"),
	route("snippets", "routes/snippets.tsx"),
	route("snippets/local", "routes/snippets-local.tsx"),
	route("mcp", "routes/mcp.tsx"),
	route("providers", "routes/providers.tsx"),
	route("providers/:id", "routes/provider.tsx"),
	route("snippet-data/:task/:file", "routes/snippet-data.ts"),
	route("local-snippet-data/:task/:file", "routes/local-snippet-data.ts"),
	route("spec-table-data/:task/:file", "routes/spec-table-data.ts"),
	route("course/he/chapter0/1", "routes/course-he-chapter0-1.tsx"),
	route("reference", "routes/reference.tsx"),
	// A package's main entry, or one of its subpaths (`/reference/inference/internal`).
	route("reference/:package/:entry?", "routes/reference-package.tsx"),
	route("reference/:package/:group/:part", "routes/reference-part.tsx"),
	// A part of a subpath's page (`/reference/inference/internal/checks/validation`).
	route("reference/:package/:entry/:group/:part", "routes/reference-part.tsx", {
		id: "reference-entry-part",
	}),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
