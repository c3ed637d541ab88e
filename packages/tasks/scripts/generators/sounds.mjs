/**
 * Sounds: sentences spoken by espeak-ng and tones synthesised by sox, each written as FLAC. sox's
 * noise and dither are seeded, so re-running writes identical files.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const VOICE = "en-us";
const WELCOME =
	"Hello, and welcome to the model hub. Today we will learn how to call a model with a single line of code.";
const REMINDER = "Please remember to bring the report to the meeting tomorrow";
/** Every sound is written as FLAC, mono, 16 kHz, 16-bit: what speech models expect. */
const SYNTH_FORMAT = ["-r", "16000", "-c", "1"];
const FLAC_FORMAT = [...SYNTH_FORMAT, "-b", "16"];
const NORMALISE = ["gain", "-n", "-1"];
/** Level of the white noise under the noisy speech: loud, yet the words stay intelligible. */
const HISS_LEVEL = "0.15";

function run(command, args) {
	execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });
}

function speak(sentence, wavPath) {
	run("espeak-ng", ["-v", VOICE, "-w", wavPath, sentence]);
}

/** Splits a sox effect chain written as one line into arguments. */
const words = (line) => line.split(" ");

/** -R seeds sox's noise and dither generators, so every run writes identical files. */
function sox(args) {
	run("sox", ["-R", ...args]);
}

/** The sentence spoken with a short breath of silence on either side. */
function speakPadded(sentence, wavPath, work) {
	const raw = join(work, "raw.wav");
	speak(sentence, raw);
	sox([raw, wavPath, "pad", "0.3", "0.3", ...NORMALISE]);
}

function speech(sentence) {
	return (outPath, work) => {
		const voice = join(work, "voice.wav");
		speakPadded(sentence, voice, work);
		sox([voice, ...FLAC_FORMAT, outPath]);
	};
}

function noisySpeech(sentence) {
	return (outPath, work) => {
		const voice = join(work, "voice.wav");
		const hiss = join(work, "hiss.wav");
		speakPadded(sentence, voice, work);
		// With an input file, synth replaces its samples with noise of exactly the same length.
		sox([voice, hiss, "synth", "whitenoise", "vol", HISS_LEVEL]);
		sox(["-m", voice, hiss, ...FLAC_FORMAT, outPath, ...NORMALISE]);
	};
}

function speechWithPauses(outPath, work) {
	const greeting = join(work, "greeting.wav");
	const notice = join(work, "notice.wav");
	const greetingPadded = join(work, "greeting-padded.wav");
	const noticePadded = join(work, "notice-padded.wav");
	speak("Good morning", greeting);
	speak("the train leaves at nine", notice);
	sox([greeting, greetingPadded, "pad", "1.5", "2.5"]);
	sox([notice, noticePadded, "pad", "0", "1.5"]);
	// Several inputs without -m are played one after the other.
	sox([greetingPadded, noticePadded, ...FLAC_FORMAT, outPath, ...NORMALISE]);
}

/** A sine and its third harmonic, dying away like a struck metal bar, starting `delay` seconds in. */
function chime(wavPath, frequency, seconds, delay) {
	const synth = `synth ${seconds} sine ${frequency} synth ${seconds} sine mix ${frequency * 3}`;
	const decay = `fade l 0.005 ${seconds} ${(seconds - 0.005).toFixed(3)}`;
	sox(["-n", ...SYNTH_FORMAT, wavPath, ...words(`${synth} ${decay} pad ${delay}`)]);
}

function doorbell(outPath, work) {
	const ding = join(work, "ding.wav");
	const dong = join(work, "dong.wav");
	chime(ding, 659.25, 1.4, 0.1);
	// The dong (a major third lower) sounds while the ding is still ringing.
	chime(dong, 523.25, 2.2, 0.75);
	sox(["-m", ding, dong, ...FLAC_FORMAT, outPath, "reverb", "25", ...NORMALISE]);
}

/** C major, rising over two octaves. */
const ARPEGGIO = [261.63, 329.63, 392.0, 523.25, 659.25, 783.99, 1046.5];

function melody(outPath, work) {
	const drone = join(work, "drone.wav");
	const length = 0.6 + ARPEGGIO.length * 0.6 + 2.5;
	// C2 with its octave, quiet and swelling in and out, under the whole tune.
	const droneTones = `synth ${length} sine 65.41 synth ${length} sine mix 130.81 vol 0.5`;
	sox(["-n", ...SYNTH_FORMAT, drone, ...words(`${droneTones} fade q 1.5 ${length} 2.5`)]);
	const notes = ARPEGGIO.map((frequency, i) => {
		const note = join(work, `note-${i}.wav`);
		// Soft plucks: a gentle low-pass takes the edge off the attack.
		const pluck = `synth 2.5 pluck ${frequency} lowpass 2000 fade l 0.01 2.5 2.4`;
		sox(["-n", ...SYNTH_FORMAT, note, ...words(`${pluck} pad ${0.6 + i * 0.6}`)]);
		return note;
	});
	sox(["-m", drone, ...notes, ...FLAC_FORMAT, outPath, "reverb", "50", ...NORMALISE]);
}

/** The files synthesised here, by name in DEMO_MEDIA; each generator writes to the path it is given. */
export const SOUNDS = {
	"speech.flac": speech(WELCOME),
	"speech-noisy.flac": noisySpeech(REMINDER),
	"speech-clean.flac": speech(REMINDER),
	"speech-pauses.flac": speechWithPauses,
	"doorbell.flac": doorbell,
	"melody.flac": melody,
};
