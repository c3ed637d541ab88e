// Run before the vision snippets, in their folder: writes the image they read, `cats.jpg`, as a
// reader's own file would be there: a solid red (a little green, less blue, so the ranking has no
// ties), saved through the library's own RawImage, which encodes with sharp in Node.
import { RawImage } from "@huggingface/transformers";

const width = 32;
const height = 24;
const pixels = new Uint8ClampedArray(width * height * 3);
for (let i = 0; i < pixels.length; i += 3) pixels.set([200, 60, 30], i);
await new RawImage(pixels, width, height, 3).save("cats.jpg");
