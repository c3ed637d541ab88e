import { EmulatorError } from "../errors/emulator-error.js";
import type { Fault, FaultRule } from "../types.js";

export const FAULTS: readonly Fault[] = [
	"rate-limit",
	"server-error",
	"loading",
	"latency",
	"cut-stream",
	"stream-error",
	"malformed-json",
	"html-error",
	"reset",
	"invalid-token",
	"token-lacks-inference",
	"provider-not-enabled",
	"credits-exhausted",
];

/** A fault chosen for one request, with its parameters resolved. */
export interface ActiveFault {
	fault: Fault;
	retryAfter: number;
	estimatedTime: number;
	latencyMs: number;
}

const DEFAULTS = { retryAfter: 1, estimatedTime: 1, latencyMs: 500 };

/** The longest wait a Node timer holds; a longer one fires after 1 ms, with a warning. */
const MAX_LATENCY_MS = 2 ** 31 - 1;
const LATENCY_RANGE = `from 0 to ${MAX_LATENCY_MS} (milliseconds, about 24.8 days)`;

const PARAMETERS: Record<string, keyof typeof DEFAULTS> = {
	"retry-after": "retryAfter",
	"estimated-time": "estimatedTime",
	"latency-ms": "latencyMs",
};

function isFault(name: string): name is Fault {
	return (FAULTS as readonly string[]).includes(name);
}

/** Reads `<fault>[; retry-after=N][; estimated-time=N][; latency-ms=N]` (the header and the route prefix). */
export function parseFaultSpec(spec: string): ActiveFault {
	const [name = "", ...params] = spec.split(";").map((part) => part.trim());
	if (!isFault(name)) {
		throw new EmulatorError(400, `Unknown emulator fault '${name}'. Known faults: ${FAULTS.join(", ")}.`);
	}
	const active: ActiveFault = { fault: name, ...DEFAULTS };
	for (const param of params.filter(Boolean)) {
		const [key = "", value = ""] = param.split("=").map((part) => part.trim());
		const field = PARAMETERS[key.toLowerCase()];
		const number = Number(value);
		if (!field || value === "" || !Number.isFinite(number) || number < 0) {
			throw new EmulatorError(
				400,
				`Invalid emulator fault parameter '${param}'. Use ${Object.keys(PARAMETERS).join(", ")}=<number>.`,
			);
		}
		if (field === "latencyMs" && number > MAX_LATENCY_MS) {
			throw new EmulatorError(
				400,
				`Invalid ${name} fault parameter '${param}': latency-ms is ${LATENCY_RANGE}.`,
			);
		}
		active[field] = number;
	}
	return active;
}

/** `/__fault/<spec>/rest` becomes `/rest` plus the spec; other paths pass unchanged. */
export function splitFaultPrefix(pathname: string): { pathname: string; spec?: string } {
	const match = /^\/__fault\/([^/]+)(\/.*)?$/.exec(pathname);
	if (!match?.[1]) return { pathname };
	return { pathname: match[2] ?? "/", spec: decodeURIComponent(match[1]) };
}

function matches(rule: FaultRule, pathname: string): boolean {
	if (rule.path === undefined) return !(pathname === "/api" || pathname.startsWith("/api/"));
	if (typeof rule.path === "string") return pathname.startsWith(rule.path);
	rule.path.lastIndex = 0;
	return rule.path.test(pathname);
}

/** The server-wide rules and how many requests each has already faulted. */
export interface FaultBook {
	set(rules: readonly FaultRule[]): void;
	resetCounts(): void;
	/** The fault of the first rule that matches and still has uses left; that use is spent. */
	take(pathname: string): ActiveFault | undefined;
}

/** Throws for a rule the server could not play, so the mistake shows where the rule is set. */
function checkRules(rules: readonly FaultRule[]): FaultRule[] {
	for (const { fault, latencyMs } of rules) {
		if (latencyMs !== undefined && !(latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS)) {
			throw new RangeError(`Invalid ${fault} fault rule: latencyMs is ${LATENCY_RANGE}, not ${latencyMs}.`);
		}
	}
	return [...rules];
}

export function createFaultBook(initial: readonly FaultRule[]): FaultBook {
	let rules = checkRules(initial);
	let counts = rules.map(() => 0);
	return {
		set(next) {
			rules = checkRules(next);
			counts = rules.map(() => 0);
		},
		resetCounts() {
			counts = rules.map(() => 0);
		},
		take(pathname) {
			const index = rules.findIndex(
				(rule, i) => matches(rule, pathname) && (rule.times === undefined || (counts[i] ?? 0) < rule.times),
			);
			const rule = rules[index];
			if (!rule) return undefined;
			counts[index] = (counts[index] ?? 0) + 1;
			return {
				fault: rule.fault,
				retryAfter: rule.retryAfter ?? DEFAULTS.retryAfter,
				estimatedTime: rule.estimatedTime ?? DEFAULTS.estimatedTime,
				latencyMs: rule.latencyMs ?? DEFAULTS.latencyMs,
			};
		},
	};
}
