export declare const OPENAPI_TASKS: string[];
export declare function taskPath(task: string): string;
export declare function openApiDocument(): OpenApiDocument;
export declare function writeOpenApi(root: string): Promise<number>;

/** The parts of the document its tests read. */
export interface OpenApiDocument {
	openapi: string;
	servers: { url: string }[];
	paths: Record<string, Record<string, OpenApiOperation>>;
	components: Record<string, Record<string, unknown>>;
	[key: string]: unknown;
}

export interface OpenApiOperation {
	operationId: string;
	requestBody?: {
		content: Record<
			string,
			{
				schema: unknown;
				examples?: Record<string, { summary?: string; value?: unknown; externalValue?: string }>;
			}
		>;
	};
	responses: Record<string, unknown>;
}
