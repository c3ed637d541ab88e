/**
 * Just enough of the ONNX file format to write a small graph: a `ModelProto` in protocol buffers'
 * wire format. Field numbers and type codes from onnx/onnx onnx/onnx.proto (commit 004aa57f):
 * ModelProto ir_version 1, producer_name 2, graph 7, opset_import 8; OperatorSetIdProto domain 1,
 * version 2; GraphProto node 1, name 2, initializer 5, input 11, output 12; NodeProto input 1,
 * output 2, name 3, op_type 4, attribute 5; AttributeProto name 1, i 3, type 20 (INT = 2);
 * TensorProto dims 1, data_type 2, name 8, raw_data 9 (little-endian); ValueInfoProto name 1,
 * type 2; TypeProto tensor_type 1; TypeProto.Tensor elem_type 1, shape 2; TensorShapeProto dim 1;
 * Dimension dim_value 1, dim_param 2. Data types: FLOAT 1, INT64 7.
 */

export const FLOAT = 1;
export const INT64 = 7;

type Bytes = Uint8Array;

function varint(value: number | bigint): number[] {
	// Negative int64 values are written as their 64-bit two's complement, as protobuf does.
	let rest = BigInt.asUintN(64, BigInt(value));
	const out: number[] = [];
	do {
		const low = Number(rest & 0x7fn);
		rest >>= 7n;
		out.push(rest > 0n ? low | 0x80 : low);
	} while (rest > 0n);
	return out;
}

function concat(parts: readonly Bytes[]): Bytes {
	const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
	let at = 0;
	for (const part of parts) {
		out.set(part, at);
		at += part.length;
	}
	return out;
}

/** A varint field (wire type 0). */
function int(field: number, value: number | bigint): Bytes {
	return Uint8Array.from([...varint(field << 3), ...varint(value)]);
}

/** A length-delimited field (wire type 2): bytes, a string or a nested message. */
function bytes(field: number, value: Bytes | string): Bytes {
	const data = typeof value === "string" ? new TextEncoder().encode(value) : value;
	return concat([Uint8Array.from([...varint((field << 3) | 2), ...varint(data.length)]), data]);
}

export interface Tensor {
	name: string;
	type: typeof FLOAT | typeof INT64;
	dims: number[];
	values: readonly number[];
}

function tensor({ name, type, dims, values }: Tensor): Bytes {
	const raw =
		type === FLOAT
			? new Uint8Array(Float32Array.from(values).buffer)
			: new Uint8Array(BigInt64Array.from(values.map((value) => BigInt(value))).buffer);
	return concat([...dims.map((dim) => int(1, dim)), int(2, type), bytes(8, name), bytes(9, raw)]);
}

export interface Value {
	name: string;
	type: typeof FLOAT | typeof INT64;
	/** A number is a fixed size, a string a named dynamic one (`batch`, `sequence`). */
	shape: Array<number | string>;
}

function valueInfo({ name, type, shape }: Value): Bytes {
	const dims = shape.map((dim) => bytes(1, typeof dim === "number" ? int(1, dim) : bytes(2, dim)));
	const tensorType = concat([int(1, type), bytes(2, concat(dims))]);
	return concat([bytes(1, name), bytes(2, bytes(1, tensorType))]);
}

export interface Node {
	op: string;
	inputs: string[];
	outputs: string[];
	/** Integer attributes (`to` of Cast, `keepdims` of ReduceSum). */
	ints?: Record<string, number>;
}

function node({ op, inputs, outputs, ints = {} }: Node, index: number): Bytes {
	const attributes = Object.entries(ints).map(([name, value]) =>
		bytes(5, concat([bytes(1, name), int(3, value), int(20, 2)])),
	);
	return concat([
		...inputs.map((input) => bytes(1, input)),
		...outputs.map((output) => bytes(2, output)),
		bytes(3, `${op}_${index}`),
		bytes(4, op),
		...attributes,
	]);
}

export interface Graph {
	name: string;
	nodes: Node[];
	initializers: Tensor[];
	inputs: Value[];
	outputs: Value[];
	/** The default domain's operator set version. */
	opset: number;
	/** The IR version that opset needs. */
	irVersion: number;
}

/** The bytes of an `.onnx` file holding the graph. */
export function onnxModel(graph: Graph): Bytes {
	const body = concat([
		...graph.nodes.map((each, i) => bytes(1, node(each, i))),
		bytes(2, graph.name),
		...graph.initializers.map((each) => bytes(5, tensor(each))),
		...graph.inputs.map((each) => bytes(11, valueInfo(each))),
		...graph.outputs.map((each) => bytes(12, valueInfo(each))),
	]);
	return concat([
		int(1, graph.irVersion),
		bytes(2, "hubkit-tests"),
		bytes(7, body),
		bytes(8, concat([bytes(1, ""), int(2, graph.opset)])),
	]);
}
