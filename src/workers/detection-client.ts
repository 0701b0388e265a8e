/**
 * The app's side of the detection worker: one worker, started on first use (so neither it nor
 * the model is part of the first load), one answer per request. If the worker cannot start or
 * fails, the rules of the cascade answer alone.
 */
import type { Detection, ModelGuess } from '../core/languages/detect';
import { detectContent } from '../core/languages/detect';
import type { DetectResponse } from './detection-protocol';

export interface ContentDetection {
  detection: Detection | null;
  guesses: ModelGuess[];
  ms: number;
  /** False when the worker could not run and only the rules answered. */
  modelRan: boolean;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (response: DetectResponse) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./detection.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<DetectResponse>) => {
    const resolve = pending.get(event.data.id);
    pending.delete(event.data.id);
    resolve?.(event.data);
  };
  worker.onerror = (event) => {
    console.warn('The language detection worker failed', event.message);
    for (const [id, resolve] of pending) resolve({ id, ok: false, error: event.message });
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** What the content says, model included; falls back to the rules alone if the worker fails. */
export async function detectInWorker(content: string): Promise<ContentDetection> {
  const started = performance.now();
  try {
    const id = nextId++;
    const response = await new Promise<DetectResponse>((resolve) => {
      pending.set(id, resolve);
      getWorker().postMessage({ id, content });
    });
    if (response.ok) return { ...response, modelRan: true };
    console.warn('Language detection fell back to rules:', response.error);
  } catch (error) {
    console.warn('Language detection fell back to rules:', error);
  }
  return {
    detection: detectContent(content),
    guesses: [],
    ms: performance.now() - started,
    modelRan: false,
  };
}
