import { FACTS as APPS } from "./apps.js";
import type { Facts } from "./fact.js";
import { FACTS as LIBRARIES } from "./libraries.js";
import { FACTS as TEXT } from "./text.js";

/** Every area's facts in one table. */
export const FACTS: Required<Facts> = {
	python: [TEXT, APPS, LIBRARIES].flatMap((area) => area.python ?? []),
	js: [TEXT, APPS, LIBRARIES].flatMap((area) => area.js ?? []),
	calls: [TEXT, APPS, LIBRARIES].flatMap((area) => area.calls ?? []),
	commands: [TEXT, APPS, LIBRARIES].flatMap((area) => area.commands ?? []),
	apps: [TEXT, APPS, LIBRARIES].flatMap((area) => area.apps ?? []),
	pipelineTasks: [TEXT, APPS, LIBRARIES].flatMap((area) => area.pipelineTasks ?? []),
};
