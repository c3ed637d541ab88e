import type { JSONOutput } from "typedoc";

/** A run of printed TypeScript; a name of another export on the same page carries its anchor. */
export interface TypePart {
	text: string;
	href?: string;
}

/** Where a reference to a reflection id points, when that reflection has an entry on the page. */
export type LinkTarget = (id: number) => string | undefined;

/** How tightly a position binds: a union inside an array needs parentheses, at the top it does not. */
const Binding = { Top: 0, UnionMember: 1, IntersectionMember: 2, Operand: 3 } as const;
type Binding = (typeof Binding)[keyof typeof Binding];

/** TypeDoc's kind of a `new (...)` signature in an object type. */
export const CONSTRUCT_SIGNATURE = 16384;

/** Object types nested deeper than this print as `{ … }`: the entry for that type has the rest. */
const MAX_DEPTH = 3;

export class TypePrinter {
	constructor(private readonly link: LinkTarget) {}

	/** `type` as TypeScript source, split where a part links to an entry. */
	print(type: JSONOutput.SomeType | undefined): TypePart[] {
		return merge(this.parts(type, Binding.Top, 0));
	}

	text(type: JSONOutput.SomeType | undefined): string {
		return this.print(type)
			.map((part) => part.text)
			.join("");
	}

	/** `<T extends X = D, U>` or nothing. */
	typeParameters(params: readonly JSONOutput.TypeParameterReflection[] | undefined): TypePart[] {
		if (!params?.length) return [];
		const printed = params.map((param) => [
			{ text: param.flags.isConst ? `const ${param.name}` : param.name },
			...(param.type ? [{ text: " extends " }, ...this.parts(param.type, Binding.Top, 0)] : []),
			...(param.default ? [{ text: " = " }, ...this.parts(param.default, Binding.Top, 0)] : []),
		]);
		return merge([{ text: "<" }, ...join(printed, ", "), { text: ">" }]);
	}

	/** `(a: A, b?: B): R` (or `=> R` for a function type), parameters on their own lines when long. */
	signature(signature: JSONOutput.SignatureReflection, arrow = false, depth = 0): TypePart[] {
		const params = (signature.parameters ?? []).map((param) => this.parameter(param, depth));
		const returns = [{ text: arrow ? " => " : ": " }, ...this.parts(signature.type, Binding.Top, depth)];
		return merge([
			...this.typeParameters(signature.typeParameters),
			{ text: "(" },
			...join(params, ", "),
			{ text: ")" },
			...returns,
		]);
	}

	parameter(param: JSONOutput.ParameterReflection, depth = 0): TypePart[] {
		const rest = param.flags.isRest ? "..." : "";
		const optional = param.flags.isOptional || param.defaultValue !== undefined ? "?" : "";
		return [{ text: `${rest}${param.name}${optional}: ` }, ...this.parts(param.type, Binding.Top, depth)];
	}

	private parts(type: JSONOutput.SomeType | undefined, binding: Binding, depth: number): TypePart[] {
		if (!type) return [{ text: "unknown" }];
		const wrap = (parts: TypePart[], needed: Binding) =>
			binding >= needed ? [{ text: "(" }, ...parts, { text: ")" }] : parts;
		switch (type.type) {
			case "intrinsic":
			case "unknown":
				return [{ text: type.name }];
			case "literal":
				return [{ text: literal(type.value) }];
			case "reference":
				return this.reference(type, depth);
			case "array":
				return [...this.parts(type.elementType, Binding.Operand, depth), { text: "[]" }];
			case "union":
				return wrap(
					join(
						type.types.map((member) => this.parts(member, Binding.UnionMember, depth)),
						" | ",
					),
					Binding.IntersectionMember,
				);
			case "intersection":
				return wrap(
					join(
						type.types.map((member) => this.parts(member, Binding.IntersectionMember, depth)),
						" & ",
					),
					Binding.Operand,
				);
			case "tuple":
				return [
					{ text: "[" },
					...join(
						(type.elements ?? []).map((element) => this.parts(element, Binding.Top, depth)),
						", ",
					),
					{ text: "]" },
				];
			case "namedTupleMember":
				return [
					{ text: `${type.name}${type.isOptional ? "?" : ""}: ` },
					...this.parts(type.element, Binding.Top, depth),
				];
			case "optional":
				return [...this.parts(type.elementType, Binding.Operand, depth), { text: "?" }];
			case "rest":
				return [{ text: "..." }, ...this.parts(type.elementType, Binding.Operand, depth)];
			case "typeOperator":
				return wrap(
					[{ text: `${type.operator} ` }, ...this.parts(type.target, Binding.Operand, depth)],
					Binding.Operand,
				);
			case "query":
				return [{ text: "typeof " }, ...this.parts(type.queryType, Binding.Operand, depth)];
			case "indexedAccess":
				return [
					...this.parts(type.objectType, Binding.Operand, depth),
					{ text: "[" },
					...this.parts(type.indexType, Binding.Top, depth),
					{ text: "]" },
				];
			case "conditional":
				return wrap(
					[
						...this.parts(type.checkType, Binding.Operand, depth),
						{ text: " extends " },
						...this.parts(type.extendsType, Binding.UnionMember, depth),
						{ text: " ? " },
						...this.parts(type.trueType, Binding.Top, depth),
						{ text: " : " },
						...this.parts(type.falseType, Binding.Top, depth),
					],
					Binding.UnionMember,
				);
			case "mapped":
				return this.mapped(type, depth);
			case "predicate":
				return [
					{ text: `${type.asserts ? "asserts " : ""}${type.name}` },
					...(type.targetType ? [{ text: " is " }, ...this.parts(type.targetType, Binding.Top, depth)] : []),
				];
			case "templateLiteral":
				return [
					{ text: `\`${type.head}` },
					...type.tail.flatMap(([inner, text]) => [
						{ text: "${" },
						...this.parts(inner, Binding.Top, depth),
						{ text: `}${text}` },
					]),
					{ text: "`" },
				];
			case "inferred":
				return [{ text: `infer ${type.name}` }];
			case "reflection":
				return this.reflection(type.declaration, binding, depth);
		}
	}

	private reference(type: JSONOutput.ReferenceType, depth: number): TypePart[] {
		const href = typeof type.target === "number" ? this.link(type.target) : undefined;
		const name: TypePart = href ? { text: type.name, href } : { text: type.name };
		if (!type.typeArguments?.length) return [name];
		return [
			name,
			{ text: "<" },
			...join(
				type.typeArguments.map((argument) => this.parts(argument, Binding.Top, depth)),
				", ",
			),
			{ text: ">" },
		];
	}

	private mapped(type: JSONOutput.MappedType, depth: number): TypePart[] {
		const readonly = type.readonlyModifier ? `${type.readonlyModifier === "-" ? "-" : ""}readonly ` : "";
		const optional = type.optionalModifier ? `${type.optionalModifier === "-" ? "-" : ""}?` : "";
		return [
			{ text: `{ ${readonly}[${type.parameter} in ` },
			...this.parts(type.parameterType, Binding.Top, depth),
			...(type.nameType ? [{ text: " as " }, ...this.parts(type.nameType, Binding.Top, depth)] : []),
			{ text: `]${optional}: ` },
			...this.parts(type.templateType, Binding.Top, depth),
			{ text: " }" },
		];
	}

	private reflection(
		declaration: JSONOutput.DeclarationReflection,
		binding: Binding,
		depth: number,
	): TypePart[] {
		const signatures = declaration.signatures ?? [];
		const members = declaration.children ?? [];
		const indexes = declaration.indexSignatures ?? [];
		const [only] = signatures;
		if (only && signatures.length === 1 && !members.length && !indexes.length) {
			const fn = [
				...(only.kind === CONSTRUCT_SIGNATURE ? [{ text: "new " }] : []),
				...this.signature(only, true, depth + 1),
			];
			return binding > Binding.Top ? [{ text: "(" }, ...fn, { text: ")" }] : fn;
		}
		if (!signatures.length && !members.length && !indexes.length) return [{ text: "{}" }];
		if (depth >= MAX_DEPTH) return [{ text: "{ … }" }];
		const inner = depth + 1;
		const lines = [
			...signatures.map((signature) => this.signature(signature, false, inner)),
			...indexes.map((index) => [
				{ text: "[" },
				...join(
					(index.parameters ?? []).map((param) => this.parameter(param, inner)),
					", ",
				),
				{ text: "]: " },
				...this.parts(index.type, Binding.Top, inner),
			]),
			...members.map((member) => this.member(member, inner)),
		];
		return [{ text: "{ " }, ...join(lines, "; "), { text: " }" }];
	}

	/** One property or method of an object type, as it would be declared. */
	member(member: JSONOutput.DeclarationReflection, depth = 0): TypePart[] {
		const readonly = member.flags.isReadonly ? "readonly " : "";
		const optional = member.flags.isOptional ? "?" : "";
		const name = `${readonly}${propertyName(member.name)}${optional}`;
		const signatures = member.signatures ?? [];
		if (signatures.length) {
			return join(
				signatures.map((signature) => [{ text: name }, ...this.signature(signature, false, depth)]),
				"; ",
			);
		}
		if (member.getSignature)
			return [{ text: `get ${name}` }, ...this.signature(member.getSignature, false, depth)];
		return [{ text: `${name}: ` }, ...this.parts(member.type, Binding.Top, depth)];
	}
}

function literal(value: JSONOutput.LiteralType["value"]): string {
	if (value === null) return "null";
	if (typeof value === "object") return `${value.negative ? "-" : ""}${value.value}n`;
	if (typeof value === "string") return JSON.stringify(value);
	return String(value);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Property names that are not identifiers (`"image-classification"`) are quoted, as in source. */
const propertyName = (name: string) =>
	IDENTIFIER.test(name) || name.startsWith("[") ? name : JSON.stringify(name);

function join(lists: TypePart[][], separator: string): TypePart[] {
	return lists.flatMap((parts, index) => (index === 0 ? parts : [{ text: separator }, ...parts]));
}

/** Neighbouring plain parts become one, so a printed type is as few strings as it has links. */
export function merge(parts: readonly TypePart[]): TypePart[] {
	const merged: TypePart[] = [];
	for (const part of parts) {
		const last = merged.at(-1);
		if (last && !last.href && !part.href) last.text += part.text;
		else merged.push({ ...part });
	}
	return merged;
}

export const partsText = (parts: readonly TypePart[]) => parts.map((part) => part.text).join("");
