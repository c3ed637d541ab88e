import type { Pcm } from "./pcm.js";

/** A RIFF/WAVE file holding `pcm` as 16-bit little-endian mono PCM. */
export function encodeWav(pcm: Pcm): Buffer {
	const dataSize = pcm.samples.length * 2;
	const out = Buffer.alloc(44 + dataSize);
	out.write("RIFF", 0, "latin1");
	out.writeUInt32LE(36 + dataSize, 4);
	out.write("WAVE", 8, "latin1");
	out.write("fmt ", 12, "latin1");
	out.writeUInt32LE(16, 16);
	out.writeUInt16LE(1, 20);
	out.writeUInt16LE(1, 22);
	out.writeUInt32LE(pcm.sampleRate, 24);
	out.writeUInt32LE(pcm.sampleRate * 2, 28);
	out.writeUInt16LE(2, 32);
	out.writeUInt16LE(16, 34);
	out.write("data", 36, "latin1");
	out.writeUInt32LE(dataSize, 40);
	pcm.samples.forEach((sample, i) => {
		out.writeInt16LE(sample, 44 + i * 2);
	});
	return out;
}
