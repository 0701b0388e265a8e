// The detection package's CPU backend, a webpack chunk without type declarations; the worker
// only hands it back to the package (see detection.worker.ts).
declare module '@vscode/vscode-languagedetection/dist/lib/979.js';
