/** Sent in `User-Agent`; kept by hand in step with package.json (a test checks they agree). */
export const PACKAGE_VERSION = "0.1.0";
export const PACKAGE_NAME = "@hubkit/inference";
