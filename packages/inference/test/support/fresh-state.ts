// Registered as the package's test setup (vitest.config.ts), so it runs before each test file.
// The files share a worker's modules (`isolate: false`), and two things in the client live as long as
// the process: the memory of secrets every error is scrubbed of, and the mapping cache free
// functions share. Each file starts with both empty, so none passes or fails by what an earlier file
// did (a token remembered there, a mapping cached from another file's emulator).
import { forgetSecrets } from "../../src/errors/secrets.js";
import { sharedMappingCache } from "../../src/mapping/mapping-cache.js";

forgetSecrets();
sharedMappingCache.clear();
