import { AUDIOSET, TRANSCRIPTS } from "./labels.js";
import { rank } from "./ranking.js";
import { random, seedOf } from "./seed.js";

/** Seconds of audio in a WAV or FLAC file, or a guess for formats the emulator does not read. */
function audioSeconds(audio: Buffer): number {
	const head = audio.subarray(0, 12).toString("latin1");
	if (head.startsWith("RIFF") && audio.length >= 44) {
		const byteRate = audio.readUInt32LE(28);
		return byteRate > 0 ? (audio.length - 44) / byteRate : 1;
	}
	if (head.startsWith("fLaC") && audio.length >= 26) {
		const packed = audio.readBigUInt64BE(18);
		const rate = Number(packed >> 44n);
		const total = Number(packed & 0xfffffffffn);
		return rate > 0 ? total / rate : 1;
	}
	return 3;
}

export function transcribe(audio: Buffer): {
	text: string;
	chunks: Array<{ text: string; timestamp: [number, number] }>;
} {
	const text = random(seedOf("asr", audio)).pick(TRANSCRIPTS);
	const duration = Math.max(0.5, Math.round(audioSeconds(audio) * 100) / 100);
	const all = text.split(" ");
	const half = Math.ceil(all.length / 2);
	const middle = Math.round((duration / 2) * 100) / 100;
	return {
		text,
		chunks: [
			{ text: all.slice(0, half).join(" "), timestamp: [0, middle] },
			{ text: all.slice(half).join(" "), timestamp: [middle, duration] },
		],
	};
}

export function classifyAudio(audio: Buffer, topK = 5, independent = false) {
	return rank(AUDIOSET, seedOf("audio-class", audio), { topK, independent });
}

/** Whisper-style segments (as transcription APIs answer them) from a transcript's timed chunks. */
export function transcriptSegments(chunks: Array<{ text: string; timestamp: [number, number] }>) {
	return chunks.map((chunk, id) => ({
		id,
		start: chunk.timestamp[0],
		end: chunk.timestamp[1],
		text: chunk.text,
	}));
}
