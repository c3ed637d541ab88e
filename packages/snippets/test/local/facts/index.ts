import { FACTS as APPS } from "./apps.js";
import { FACTS as CLIENTS } from "./clients.js";
import type { Facts } from "./fact.js";
import { FACTS as LIBRARIES } from "./libraries.js";
import { FACTS as TEXT } from "./text.js";

const AREAS = [TEXT, APPS, LIBRARIES, CLIENTS];

/** Every area's facts in one table. */
export const FACTS: Required<Facts> = {
	python: AREAS.flatMap((area) => area.python ?? []),
	js: AREAS.flatMap((area) => area.js ?? []),
	calls: AREAS.flatMap((area) => area.calls ?? []),
	commands: AREAS.flatMap((area) => area.commands ?? []),
	apps: AREAS.flatMap((area) => area.apps ?? []),
	pipelineTasks: AREAS.flatMap((area) => area.pipelineTasks ?? []),
};
