// Types of free-port.mjs for the TypeScript callers.
/** A TCP port that was free on 127.0.0.1 a moment ago. */
export declare function freePort(): Promise<number>;
