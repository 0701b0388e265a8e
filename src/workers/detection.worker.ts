/**
 * The language-detection worker: shebang, modeline and content signatures first, then the
 * guesslang model that `@vscode/vscode-languagedetection` ships, bundled with the app (its
 * model.json and weights are build assets fetched from our own origin, never from a hub).
 *
 * The package is a webpack build that loads its CPU backend with `require('./979.js')`; in a
 * browser bundle there is no `require`, so the worker imports that module itself and answers that
 * one call.
 */
import modelJsonUrl from '@vscode/vscode-languagedetection/model/model.json?url';
import weightsUrl from '@vscode/vscode-languagedetection/model/group1-shard1of1.bin?url';
import * as cpuBackend from '@vscode/vscode-languagedetection/dist/lib/979.js';
import { detectContentWithModel, type ModelGuess } from '../core/languages/detect';
import type { DetectRequest, DetectResponse } from './detection-protocol';
import { speedUpTextPlatform, tfTextPlatform } from './tf-platform';

interface ModelOperationsLike {
  runModel(content: string): Promise<ModelGuess[]>;
}

(globalThis as { require?: (id: string) => unknown }).require = (id: string) => {
  if (id === './979.js') return cpuBackend;
  throw new Error(`The detection model asked for a module it cannot have here: ${id}`);
};

let model: Promise<ModelOperationsLike> | null = null;

function loadModel(): Promise<ModelOperationsLike> {
  model ??= import('@vscode/vscode-languagedetection').then((module) => {
    const { ModelOperations } = module as unknown as {
      ModelOperations: new (options: {
        modelJsonLoaderFunc: () => Promise<Record<string, unknown>>;
        weightsLoaderFunc: () => Promise<ArrayBuffer>;
      }) => ModelOperationsLike;
    };
    return new ModelOperations({
      modelJsonLoaderFunc: async () => (await fetch(modelJsonUrl)).json(),
      weightsLoaderFunc: async () => (await fetch(weightsUrl)).arrayBuffer(),
    });
  });
  model.catch(() => {
    model = null; // let a later request try again
  });
  return model;
}

self.onmessage = async (event: MessageEvent<DetectRequest>) => {
  const { id, content } = event.data;
  const started = performance.now();
  let response: DetectResponse;
  try {
    const { detection, guesses } = await detectContentWithModel(content, async (text) => {
      const ops = await loadModel();
      // The engine exists once the package has loaded; its codecs are swapped on first use.
      const platform = tfTextPlatform();
      if (platform) speedUpTextPlatform(platform);
      return ops.runModel(text);
    });
    response = { id, ok: true, detection, guesses, ms: performance.now() - started };
  } catch (error) {
    response = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
