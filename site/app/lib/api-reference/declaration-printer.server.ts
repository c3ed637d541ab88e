import type { JSONOutput } from "typedoc";
import { type CommentLinks, commentBlocks, defaultTag, tagBlocks } from "./comments.server.js";
import type { ApiKind, ApiMember, ApiParameter, ApiSignature } from "./page-types.js";
import type { Placement } from "./placement.server.js";
import { partsText, TypePrinter } from "./type-printer.server.js";
import { KIND } from "./typedoc-json.server.js";

/** Past this many characters a signature puts each parameter on its own line. */
const LINE = 100;

/** Prints an entry's declaration, signatures and members, linking names to where their entries are placed. */
export class DeclarationPrinter {
	private readonly anchors = new Map<number, string>();
	readonly printer: TypePrinter;
	readonly links: CommentLinks;

	/** `placed`: where each export's entry is (its page and anchor), on this page and its siblings'. */
	constructor(placed: readonly Placement[]) {
		const hrefs = new Map<string, string>();
		for (const { exportName, declarations, href } of placed) {
			if (!hrefs.has(exportName)) hrefs.set(exportName, href);
			for (const declaration of declarations) this.anchors.set(declaration.id, href);
		}
		this.printer = new TypePrinter((id) => this.anchors.get(id));
		this.links = { byId: (id) => this.anchors.get(id), byName: (name) => hrefs.get(name) };
	}

	parameters(signature: JSONOutput.SignatureReflection): ApiParameter[] {
		return (signature.parameters ?? []).map((param) => ({
			name: param.flags.isRest ? `...${param.name}` : param.name,
			type: this.printer.print(param.type),
			optional: Boolean(param.flags.isOptional || param.defaultValue !== undefined),
			...(param.defaultValue !== undefined && param.defaultValue !== "..."
				? { defaultValue: param.defaultValue }
				: {}),
			description: commentBlocks(param.comment?.summary, this.links),
		}));
	}

	/** `prefix(params): Return`, on one line when it fits. */
	signatureCode(prefix: string, signature: JSONOutput.SignatureReflection, withReturn: boolean): string {
		const typeParams = partsText(this.printer.typeParameters(signature.typeParameters));
		const params = (signature.parameters ?? []).map((param) => partsText(this.printer.parameter(param)));
		const returns = withReturn ? `: ${this.printer.text(signature.type)}` : "";
		const oneLine = `${prefix}${typeParams}(${params.join(", ")})${returns}`;
		if (oneLine.length <= LINE || params.length === 0) return oneLine;
		return `${prefix}${typeParams}(\n${params.map((param) => `    ${param},\n`).join("")})${returns}`;
	}

	signature(prefix: string, signature: JSONOutput.SignatureReflection, withReturn: boolean): ApiSignature {
		const returnsText = tagBlocks(signature.comment, "@returns", this.links).flat();
		return {
			code: this.signatureCode(prefix, signature, withReturn),
			parameters: this.parameters(signature),
			...(withReturn
				? { returns: { type: this.printer.print(signature.type), description: returnsText } }
				: {}),
		};
	}

	members(owner: JSONOutput.DeclarationReflection): ApiMember[] {
		return (owner.children ?? [])
			.filter((child) => !child.inheritedFrom && child.kind !== KIND.Constructor)
			.filter((child) => [KIND.Property, KIND.Method, KIND.Accessor].includes(child.kind as never))
			.map((child) => {
				const comment = child.comment ?? child.signatures?.[0]?.comment ?? child.getSignature?.comment;
				const type = child.signatures?.length
					? this.printer.signature(child.signatures[0] as JSONOutput.SignatureReflection)
					: child.getSignature
						? this.printer.print(child.getSignature.type)
						: this.printer.print(child.type);
				const defaultValue = defaultTag(comment);
				const modifiers = [child.flags.isStatic && "static", child.flags.isReadonly && "readonly"].filter(
					Boolean,
				);
				return {
					id: `${owner.name}.${child.name}`,
					name: child.name,
					modifiers: modifiers.join(" "),
					type,
					optional: Boolean(child.flags.isOptional),
					...(defaultValue ? { defaultValue } : {}),
					description: commentBlocks(comment?.summary, this.links),
					deprecated: Boolean(comment?.blockTags?.some((tag) => tag.tag === "@deprecated")),
				};
			});
	}

	/** `abstract class A<T> extends B implements C`, `interface I extends J`, `type T = …`, `const X: T`. */
	declaration(reflection: JSONOutput.DeclarationReflection, kind: ApiKind): string {
		const typeParams = partsText(this.printer.typeParameters(reflection.typeParameters));
		const heritage = (word: string, types: readonly JSONOutput.SomeType[] | undefined) =>
			types?.length ? ` ${word} ${types.map((type) => this.printer.text(type)).join(", ")}` : "";
		switch (kind) {
			case "class":
				return `${reflection.flags.isAbstract ? "abstract " : ""}class ${reflection.name}${typeParams}${heritage("extends", reflection.extendedTypes)}${heritage("implements", reflection.implementedTypes)}`;
			case "interface":
				return `interface ${reflection.name}${typeParams}${heritage("extends", reflection.extendedTypes)}`;
			case "type":
				return `type ${reflection.name}${typeParams} = ${this.aliasedType(reflection.type)}`;
			case "constant":
				return `const ${reflection.name}: ${this.listType(reflection.type)}`;
			case "function":
				return (reflection.signatures ?? [])
					.map((signature) => this.signatureCode(`function ${reflection.name}`, signature, true))
					.join("\n");
		}
	}

	/** A long tuple (a list of names `as const`) wraps to lines of at most `LINE` characters. */
	private listType(type: JSONOutput.SomeType | undefined): string {
		const oneLine = this.printer.text(type);
		const readonly = type?.type === "typeOperator" && type.operator === "readonly";
		const tuple = readonly ? type.target : type;
		if (oneLine.length <= LINE || tuple?.type !== "tuple") return oneLine;
		const lines: string[] = [];
		for (const element of (tuple.elements ?? []).map((e) => `${this.printer.text(e)},`)) {
			const last = lines.at(-1);
			if (last !== undefined && last.length + element.length + 1 <= LINE)
				lines[lines.length - 1] = `${last} ${element}`;
			else lines.push(`    ${element}`);
		}
		return `${readonly ? "readonly " : ""}[\n${lines.join("\n")}\n]`;
	}

	/** A long union of three or more members reads best one member a line. */
	private aliasedType(type: JSONOutput.SomeType | undefined): string {
		const oneLine = this.printer.text(type);
		if (type?.type !== "union" || type.types.length < 3 || oneLine.length <= LINE) return oneLine;
		return type.types.map((member) => `\n    | ${this.printer.text(member)}`).join("");
	}
}
