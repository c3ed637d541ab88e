// A Node preload (`node --import @hubkit/emulator/redirect-hosts`) for running code written for the
// real hosts against the emulator: every fetch to a URL starting with one of the prefixes in
// HUBKIT_REDIRECTS (JSON: [[from, to], ...]) goes to its replacement instead.
import { redirectFetch } from "./redirect-fetch.mjs";

const redirects = JSON.parse(process.env.HUBKIT_REDIRECTS ?? "[]");
redirectFetch(() => redirects);
