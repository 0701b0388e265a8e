/**
 * Messages between the app and the language-detection worker. The worker runs the content
 * part of the detection cascade (src/core/languages/detect.ts) with the guesslang model.
 */
import type { Detection, ModelGuess } from '../core/languages/detect';

export interface DetectRequest {
  id: number;
  content: string;
}

export type DetectResponse =
  | { id: number; ok: true; detection: Detection | null; guesses: ModelGuess[]; ms: number }
  | { id: number; ok: false; error: string };
