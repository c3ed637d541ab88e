/** Mono signed 16-bit samples and their rate: what the WAV and FLAC writers both take. */
export interface Pcm {
	sampleRate: number;
	samples: Int16Array;
}

/** A soft sine tone with short fades, so players neither click nor blast. */
export function tone(frequency: number, seconds: number, sampleRate = 16000): Pcm {
	const count = Math.max(16, Math.round(seconds * sampleRate));
	const fade = Math.min(count / 2, sampleRate * 0.02);
	const samples = new Int16Array(count);
	for (let i = 0; i < count; i++) {
		const envelope = Math.min(1, i / fade, (count - 1 - i) / fade);
		samples[i] = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 8000 * envelope);
	}
	return { sampleRate, samples };
}
