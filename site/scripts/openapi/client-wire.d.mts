/** How the client sends a task, as client-wire.mjs asks it. */
export interface TaskWire {
	task: string;
	/** The route, with the model id as `{owner}/{name}`. */
	path: string;
	/** How the task's file travels: raw as the whole body, and where in a JSON body as base64. */
	media?: { path: string[]; type: string; raw: boolean; at?: string[] };
	/** Body field → the argument it carries (`model` for the model id), when the body is not the arguments. */
	fields?: Record<string, string>;
	/** The body's field that names the model, when it names it. */
	modelField?: string;
	/** The media type of a file answer. */
	answerMedia?: string;
}

export declare const ROUTER: string;
export declare const HOSTED_PROVIDER: string;
export declare const OPENAPI_TASKS: string[];
export declare function clientTask(task: string): string;
export declare function taskWire(task: string): TaskWire;
export declare function readsAnswer(task: string, answer: unknown): boolean;
export declare function sampleFile(type: string): { bytes: Buffer<ArrayBuffer>; type: string };
