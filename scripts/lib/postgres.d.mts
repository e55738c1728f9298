// Types of postgres.mjs for the TypeScript callers (benchmarks).
export declare function findPostgresBin(): string | null;

export declare function startThrowawayPostgres(bin: string): Promise<{ url: string; version: string; stop(): void }>;
