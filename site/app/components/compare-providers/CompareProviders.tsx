import { DEFAULT_ROUTER_URL } from "@hubkit/inference";
import { useEffect, useId, useRef, useState } from "react";
import { webAddress } from "../../lib/web-address.js";
import { type ErrorReport, errorReport } from "../try-it/error-text.js";
import { TryItErrorView } from "../try-it/TryItErrorView.js";
import type { CompareProvidersProps } from "./compare-props.js";
import { DatedTable } from "./DatedTable.js";
import { LiveTable } from "./LiveTable.js";
import { type ProviderRow, providerRows, type SortOrder } from "./provider-rows.js";

type Reading =
	| { state: "idle" }
	| { state: "reading" }
	| { state: "done"; rows: ProviderRow[]; readAt: Date }
	| { state: "failed"; report: ErrorReport };

const READ_FAILED = "The router's model list could not be read";

/**
 * The Compare providers island of a chat page: the dated table as the page is built, and the
 * router's live figures when the reader asks for them. The client is loaded for that call only; an
 * optional token lives in this component's state, as Try it's does.
 */
export default function CompareProviders(props: CompareProvidersProps) {
	const id = useId();
	const [hydrated, setHydrated] = useState(false);
	const [token, setToken] = useState("");
	const [routerUrl, setRouterUrl] = useState(DEFAULT_ROUTER_URL);
	const [reading, setReading] = useState<Reading>({ state: "idle" });
	const [order, setOrder] = useState<SortOrder>();
	const controller = useRef<AbortController | null>(null);

	useEffect(() => {
		setHydrated(true);
		return () => controller.current?.abort();
	}, []);

	async function read() {
		controller.current?.abort();
		const abort = new AbortController();
		controller.current = abort;
		setReading({ state: "reading" });
		try {
			const address = webAddress("Router address", routerUrl);
			if ("problem" in address) throw Object.assign(new Error(address.problem), { name: "FieldError" });
			const { readRouterModel } = await import("./read-router-model.js");
			const model = await readRouterModel(props.model, address.url, token.trim(), abort.signal);
			setReading({ state: "done", rows: providerRows(model), readAt: new Date() });
		} catch (error) {
			if (abort.signal.aborted) return;
			const report = errorReport(error, token.trim());
			const field = (error as { name?: unknown }).name === "FieldError";
			setReading({ state: "failed", report: field ? report : { ...report, title: READ_FAILED } });
		} finally {
			if (controller.current === abort) controller.current = null;
		}
	}

	return (
		<div className="compare-providers">
			{reading.state === "done" ? (
				<>
					<LiveTable
						model={props.model}
						rows={reading.rows}
						readAt={reading.readAt}
						order={order}
						onSort={setOrder}
					/>
					{reading.rows.length === 0 && <p>The router lists no provider for this model now.</p>}
				</>
			) : (
				<DatedTable {...props} />
			)}
			<p className="field-hint">
				A call with <code>:fastest</code> (the router's default) goes to the live provider with the highest
				throughput, <code>:cheapest</code> to the live one with the lowest output price, and{" "}
				<code>:preferred</code> to the first live one in the order of your own Inference Providers settings,
				which this page cannot see.
			</p>
			<form
				className="compare-form"
				onSubmit={(event) => {
					event.preventDefault();
					if (reading.state !== "reading") void read();
				}}
			>
				<div className="field">
					<label htmlFor={`${id}-token`}>Hub token (optional)</label>
					<input
						id={`${id}-token`}
						type="password"
						autoComplete="off"
						spellCheck={false}
						value={token}
						aria-describedby={`${id}-token-hint`}
						onChange={(event) => setToken(event.target.value)}
					/>
					<p id={`${id}-token-hint`} className="field-hint">
						The router's model list is public; a hub token (hf_…) is sent with the request when you give one,
						and kept in this page's memory only.
					</p>
				</div>
				<details className="compare-advanced">
					<summary>Advanced</summary>
					<div className="field">
						<label htmlFor={`${id}-router`}>Router address</label>
						<input
							id={`${id}-router`}
							type="url"
							value={routerUrl}
							spellCheck={false}
							onChange={(event) => setRouterUrl(event.target.value)}
						/>
					</div>
				</details>
				<button type="submit" className="try-it-button" aria-disabled={reading.state === "reading"}>
					Read prices and speeds from the router
				</button>
			</form>
			<div role="status" aria-label="Comparison" aria-busy={reading.state === "reading"}>
				{!hydrated && <p className="try-it-note">Reading from the router needs JavaScript.</p>}
				{reading.state === "reading" && <p className="try-it-note">Reading the router's model list…</p>}
				{reading.state === "done" && <p className="visually-hidden">Read {reading.rows.length} providers.</p>}
				{reading.state === "failed" && <TryItErrorView report={reading.report} />}
			</div>
		</div>
	);
}
