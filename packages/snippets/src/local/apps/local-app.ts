import type { LocalContext } from "../context.js";
import type { Format } from "./model-files.js";

/** What an app's first snippet is: commands to run, or (an app opened by a link) what to do, in comments. */
export interface AppStart {
	role: "start" | "guide";
	content: string;
}

/** An app's OpenAI-compatible server, as its documentation describes it. */
export interface AppServer {
	/** The base URL the calls use, at the server's default port. */
	baseUrl: string;
	/** The name a call gives the model; undefined when the hub's facts cannot say it. */
	model: (context: LocalContext) => string | undefined;
	/**
	 * Whether the server checks a key: `required` calls send the key from the `API_TOKEN`
	 * environment variable; `none` calls send a placeholder, as the OpenAI clients insist on one.
	 */
	key: "none" | "required";
}

/** A local app: which models it runs, how to start it, and its server. */
export interface LocalApp {
	id: string;
	label: string;
	docsUrl: string;
	/** The command that installs it, when one does. */
	setup?: string;
	/** Whether it runs the model: its files' formats, its task, whether it is a chat model. */
	runs: (context: LocalContext, formats: ReadonlySet<Format>) => boolean;
	/** The commands that fetch the model and start the app; undefined when it cannot run this one. */
	start: (context: LocalContext) => AppStart | undefined;
	/** Its server, which chat models get calls to. */
	server?: AppServer;
}
