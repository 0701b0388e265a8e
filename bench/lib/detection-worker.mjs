// The detection benchmark's worker thread: the content-only cascade of
// src/core/languages/detect.ts with the guesslang model on its pure-JavaScript CPU backend,
// the backend the browser's detection worker uses too. Answers { id, languageId, confidence, evidence, ms }.
import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import pkg from '@vscode/vscode-languagedetection';

register();
const { detectContentWithModel, MODEL_MAX_CHARS } = await import(
  pathToFileURL(path.join(workerData.root, 'src', 'core', 'languages', 'detect.ts')).href
);
const { speedUpTextPlatform, tfTextPlatform } = await import(
  pathToFileURL(path.join(workerData.root, 'src', 'workers', 'tf-platform.ts')).href
);
const model = new pkg.ModelOperations();
// As the browser's detection worker does (src/workers/detection.worker.ts).
const runModel = (text) => {
  const platform = tfTextPlatform();
  if (platform) speedUpTextPlatform(platform);
  return model.runModel(text);
};

parentPort.on('message', async ({ id, content, modelOnly }) => {
  const start = performance.now();
  if (modelOnly) {
    const [best] = await runModel(content.slice(0, MODEL_MAX_CHARS));
    parentPort.postMessage({
      id,
      languageId: best?.languageId ?? null,
      confidence: best?.confidence ?? 0,
      evidence: 'model',
      ms: performance.now() - start,
    });
    return;
  }
  const { detection } = await detectContentWithModel(content, runModel);
  parentPort.postMessage({
    id,
    languageId: detection?.languageId ?? null,
    confidence: detection?.confidence ?? 0,
    evidence: detection?.evidence ?? null,
    ms: performance.now() - start,
  });
});
