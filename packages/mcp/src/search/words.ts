/** Words too common to tell pages apart. */
const STOP_WORDS = new Set(
	(
		"a an and are as at be by can do does for from how i in is it its me my of on or our so that the " +
		"their them then there these this to use used using want was what when where which who why will " +
		"with you your"
	).split(" "),
);

/**
 * A word folded to a common stem, so `classify`, `classifies` and `classifying`, or `model` and
 * `models`, meet: a few English suffixes, stripped only from words long enough to keep a stem.
 */
function stem(word: string): string {
	if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
	if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
	if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
	if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
	return word;
}

/** The searchable words of a text: letters and digits of any script, lower case, stemmed, stop words out. */
export function wordsOf(text: string): string[] {
	const words: string[] = [];
	for (const match of text
		.normalize("NFKC")
		.toLowerCase()
		.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
		const word = match[0];
		if (!STOP_WORDS.has(word)) words.push(stem(word));
	}
	return words;
}
