/**
 * The parts the editor built its long texts from, so that storing one sends those parts rather
 * than copying the whole text first (core/text/parted-text.ts).
 */
import { KnownParts } from '../core/text/parted-text';

export const longTextParts = new KnownParts();
