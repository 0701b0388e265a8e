// The ports' types (a declaration file has no import form; this brings it to every program).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./vendor.d.ts" />
/**
 * Node's `events` for a program: the `events` package, Node's EventEmitter for browsers (small
 * enough to be in the JavaScript worker's own bundle).
 */
import EventEmitter from 'events/events.js';

export const events = EventEmitter;
