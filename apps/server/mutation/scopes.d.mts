export const ACCESS: "test/access/*.test.ts";
export const SCOPES: {
    coupons: {
        mutate: string[];
        tests: string[];
    };
    purchases: {
        mutate: string[];
        tests: string[];
    };
    payments: {
        mutate: string[];
        tests: string[];
    };
    draws: {
        mutate: string[];
        tests: string[];
    };
    rounds: {
        mutate: string[];
        tests: string[];
    };
    results: {
        mutate: string[];
        tests: string[];
    };
    'physical-sales': {
        mutate: string[];
        tests: string[];
    };
    auth: {
        mutate: string[];
        tests: string[];
    };
    live: {
        mutate: string[];
        tests: string[];
    };
};
