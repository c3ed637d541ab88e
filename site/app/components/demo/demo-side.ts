export type DemoSide = "Input" | "Output";
