/**
 * The live feature's public face (docs/decisions/010): other features and app/ import only
 * this file (and the router only pages.ts); everything else in the folder is private to it.
 */
export * from './api/get-my-event-cards';
export * from './api/use-live-state';
// The goal's thermometer, also on the event's public page (decisions.md §15).
export { GoalThermometer } from './components/GoalThermometer';
