import type { SnippetCall } from "../generator/snippet-call.js";
import type { TemplateName } from "../generator/template-names.js";

/** Writes one kind of snippet for one client; undefined when the call does not suit the client. */
export type Template = (call: SnippetCall) => string | undefined;

export type ClientTemplates = Partial<Record<TemplateName, Template>>;
