import type { Facts } from "./fact.js";

export const FACTS: Facts = {};
