import { DEFAULT_GGUF_QUANT } from "@hubkit/snippets";
import type { HubFacts } from "./hub-facts.js";

/** How many of a repository's weight files are listed; a GGUF repository can hold dozens of quants. */
const LISTED_FILES = 8;

export interface HubFactsViewProps {
	id: string;
	facts: HubFacts;
}

/**
 * What the page read from the hub about the model, which the code below is written from. A gated
 * model's two kinds of approval are the hub's (huggingface.co/docs/hub/models-gated, read
 * 2026-11-27); signing in is huggingface_hub's `hf auth login` or its `HF_TOKEN` variable
 * (huggingface.co/docs/huggingface_hub/guides/cli, read 2026-11-27).
 */
export function HubFactsView({ id, facts }: HubFactsViewProps) {
	const more = facts.files.length - LISTED_FILES;
	return (
		<div className="hub-facts">
			<p>
				What the hub says about <code>{id}</code>:
			</p>
			<dl>
				<dt>Library</dt>
				<dd>{facts.library ?? "none named"}</dd>
				<dt>Task</dt>
				<dd>{facts.task ?? "none named"}</dd>
				<dt>File format</dt>
				<dd>{facts.formats.length > 0 ? facts.formats.join(", ") : "none the hub lists"}</dd>
				<dt>Files</dt>
				<dd>
					{facts.files.length === 0 ? (
						"no weight files listed"
					) : (
						<>
							{facts.files.slice(0, LISTED_FILES).map((file, index) => (
								<span key={file}>
									{index > 0 && ", "}
									<code>{file}</code>
								</span>
							))}
							{more > 0 && ` and ${more} more`}
						</>
					)}
				</dd>
				{facts.ggufFile && (
					<>
						<dt>File the code loads</dt>
						<dd>
							<code>{facts.ggufFile}</code> (the {DEFAULT_GGUF_QUANT} quant when there is one, else the first:
							the file llama.cpp picks when none is named)
						</dd>
					</>
				)}
				{facts.gated && (
					<>
						<dt>Access</dt>
						<dd>
							gated ({facts.gated === "auto" ? "approved on request" : "approved by the authors"}): accept the
							conditions on the model's hub page, then sign in with a token (<code>hf auth login</code> or{" "}
							<code>HF_TOKEN</code>) before the files download
						</dd>
					</>
				)}
			</dl>
		</div>
	);
}
