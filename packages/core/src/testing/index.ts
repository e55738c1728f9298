/**
 * Test data shared by the tests of core, the server and the web app (`@bingo/core/testing`): one
 * shape of each wire object, so a field added to a schema is added to the tests' data once. Never
 * imported by product code; left out of core's mutation testing (stryker.config.mjs).
 */
export { liveState } from './live-state';
export { regulamentoFields, regulamentoInput } from './regulamento';
