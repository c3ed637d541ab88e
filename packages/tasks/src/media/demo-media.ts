/** Whether a demo file is an image or a sound. */
export type DemoMediaKind = "img" | "audio";

/** What the package knows about one demo file. */
export interface DemoMediaFile {
	/** Image or sound. */
	kind: DemoMediaKind;
	/** Alt text for an image, transcript or description of a sound: what a reader who cannot see or hear it needs. */
	description: string;
}

/**
 * Every image and sound used by a task demo. The files live in the package's `media/` folder and
 * are drawn or synthesised by `scripts/generate-media.mjs`; nothing here is copied from elsewhere.
 */
export const DEMO_MEDIA = {
	"cat.png": {
		kind: "img",
		description: "A cartoon ginger cat with green eyes sitting on a blue rug in front of a pale wall.",
	},
	"cat-party-hat.png": {
		kind: "img",
		description: "The same ginger cat on the blue rug, now wearing a striped purple party hat.",
	},
	"cat-frames.png": {
		kind: "img",
		description: "Four video frames in a row: the ginger cat lifts one paw, then the other, as if dancing.",
	},
	"street.png": {
		kind: "img",
		description:
			"A street scene: a house with a red roof on the left, a tree in the middle, a red car on the road and a person walking on the pavement to the right.",
	},
	"street-detections.png": {
		kind: "img",
		description:
			"The street scene with labelled boxes drawn around the house, the tree, the car and the person.",
	},
	"street-segments.png": {
		kind: "img",
		description:
			"The street scene painted in flat colours by class: sky, building, vegetation, road, sidewalk, car and person each have their own colour.",
	},
	"street-depth.png": {
		kind: "img",
		description:
			"A grey-scale depth map of the street scene: the car and the person are bright because they are close, the house and the sky dark because they are far.",
	},
	"street-masks.png": {
		kind: "img",
		description:
			"The street scene with every object covered by a translucent mask of its own colour, including the windows, the door, the wheels and the tree crown.",
	},
	"house-sketch.png": {
		kind: "img",
		description: "A black pencil line drawing of a small house with a door, two windows, a chimney and a sun.",
	},
	"house-painted.png": {
		kind: "img",
		description:
			"The same house drawing turned into a coloured painting: yellow walls, a red roof, a blue sky, green grass and an orange sun.",
	},
	"lighthouse.png": {
		kind: "img",
		description: "A red and white striped lighthouse on a green cliff above the sea at sunset, with a purple and orange sky.",
	},
	"flowers-grid.png": {
		kind: "img",
		description: "A grid of four generated flowers, each a different colour and number of petals.",
	},
	"invoice.png": {
		kind: "img",
		description:
			"A scanned invoice from Northwind Supplies, number INV-2041, dated 12 March 2026, listing three items and a total due of 1,245.00 EUR.",
	},
	"person.png": {
		kind: "img",
		description: "A cartoon person standing with the left arm raised in a wave, on a plain background.",
	},
	"person-keypoints.png": {
		kind: "img",
		description:
			"The waving person with coloured dots on the nose, shoulders, elbows, wrists, hips, knees and ankles, joined by lines into a skeleton.",
	},
	"ball-frames.png": {
		kind: "img",
		description: "Four video frames in a row: a red ball bounces across a park lawn from left to right.",
	},
	"ball-frames-snow.png": {
		kind: "img",
		description: "The same four frames of the bouncing ball, restyled as a snowy winter scene.",
	},
	"mug.png": {
		kind: "img",
		description: "A photo-like drawing of a teal coffee mug with a handle, seen from the side.",
	},
	"mug-3d.png": {
		kind: "img",
		description: "Three views of a 3D mesh of the mug, front, side and top, drawn as a shaded wireframe.",
	},
	"gridworld.png": {
		kind: "img",
		description:
			"A small maze seen from above: a blue agent in the top-left corner, walls in grey and a green goal square in the bottom-right corner.",
	},
	"robot-arm.png": {
		kind: "img",
		description: "A robot arm on a table reaching for a red cube next to a blue bowl.",
	},
	"speech.flac": {
		kind: "audio",
		description:
			'A synthetic voice says: "Hello, and welcome to the model hub. Today we will learn how to call a model with a single line of code."',
	},
	"speech-noisy.flac": {
		kind: "audio",
		description:
			'A synthetic voice says "Please remember to bring the report to the meeting tomorrow" over loud background hiss.',
	},
	"speech-clean.flac": {
		kind: "audio",
		description:
			'The same sentence, "Please remember to bring the report to the meeting tomorrow", with the background hiss removed.',
	},
	"speech-pauses.flac": {
		kind: "audio",
		description:
			'Silence, then a synthetic voice says "Good morning", a long pause, then "the train leaves at nine", then silence.',
	},
	"doorbell.flac": {
		kind: "audio",
		description: "A two-tone electronic doorbell chime: ding, dong.",
	},
	"melody.flac": {
		kind: "audio",
		description: "A short calm synthesised melody: a rising arpeggio of soft plucked notes over a low drone.",
	},
} as const satisfies Record<string, DemoMediaFile>;

/** The name of a file in the package's `media/` folder, e.g. `"melody.flac"`. */
export type DemoMediaFilename = keyof typeof DEMO_MEDIA;

type FilesOfKind<K extends DemoMediaKind> = {
	[F in DemoMediaFilename]: (typeof DEMO_MEDIA)[F]["kind"] extends K ? F : never;
}[DemoMediaFilename];

/** The name of a demo image. */
export type DemoImageFilename = FilesOfKind<"img">;
/** The name of a demo sound. */
export type DemoAudioFilename = FilesOfKind<"audio">;
