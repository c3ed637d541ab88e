import { PROVIDERS } from "@hubkit/inference";
import { getInferenceSnippets, setLogger } from "./dist/index.js";
setLogger({ debug() {}, info() {}, warn() {}, error() {}, log() {} });
const CASES = Object.entries(PROVIDERS).flatMap(([provider, tasks]) => Object.keys(tasks).map((task) => {
  const chat = task === "conversational"; const id = `acme/${task}-model`;
  return [{ id, pipeline_tag: chat ? "text-generation" : task, tags: chat ? ["conversational"] : [] }, provider, { provider, hfModelId: id, providerId: provider === "openai" ? "gpt-4o-mini" : `${provider}/${task}`, status: "live", task }];
}));
const jobCases = CASES.filter(([m, p, map]) => ["fal-ai","wavespeed","replicate","zai-org","novita","together"].includes(p) && /image|video|audio|speech|segment/.test(map.task));
for (const [label, cases] of [["all", CASES], ["jobs+media", jobCases]]) {
  let n = 0; const t = performance.now();
  while (performance.now() - t < 2000) { for (const c of cases) getInferenceSnippets(...c, {}); n += cases.length; }
  console.log(label, cases.length, Math.round(n / ((performance.now() - t) / 1000)), "calls/s");
}
