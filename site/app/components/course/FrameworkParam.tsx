import { useFrameworkParam } from "../../lib/framework-param.js";

/**
 * Reads the course's `fw` parameter once the page has loaded. Chapters with PyTorch- or
 * TensorFlow-specific examples would switch on it; this chapter has none, so it renders nothing.
 */
export function FrameworkParam() {
	useFrameworkParam();
	return null;
}
