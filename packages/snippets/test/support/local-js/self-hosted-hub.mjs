// Loaded with `node --import` before a transformers.js snippet, so the snippet runs unchanged: what a
// reader with a self-hosted hub sets once, the library's `env.remoteHost` (src/env.js of
// @huggingface/transformers 4.3.1: files come from `${remoteHost}${remotePathTemplate}`, the
// template `{model}/resolve/{revision}/`), here from HF_ENDPOINT as the hub's Python client reads
// it. The cache goes to the run's own folder instead of inside node_modules.
import { env } from "@huggingface/transformers";

env.remoteHost = `${process.env.HF_ENDPOINT}/`;
env.cacheDir = process.env.TRANSFORMERS_JS_CACHE ?? null;
