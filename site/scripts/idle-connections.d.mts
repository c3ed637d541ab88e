import type { Server } from "node:http";

export declare const IDLE_CONNECTIONS_LIMIT: number;
export declare function limitIdleConnections(server: Server, limit?: number): void;
