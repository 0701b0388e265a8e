/**
 * What the editor says about a very large file (issue 10). Above 5 MB typing, saving to browser
 * storage and the AI features slow down, so the editor says so. Above 20 MB
 * Monaco's own `largeFileOptimizations`, on by default and left on by this app, turns off
 * tokenisation, folding and other whole-file work for that model; the notice says that too.
 * Sizes are in characters of the buffer, which for source code is close to its size in bytes.
 */
export const LARGE_FILE_WARNING_CHARS = 5 * 1024 * 1024;
/** Monaco's threshold for its large-file optimisations (TextModel.LARGE_FILE_SIZE_THRESHOLD). */
export const MONACO_LARGE_FILE_CHARS = 20 * 1024 * 1024;

/**
 * The notice for a file of `chars` characters. `featuresOff`: Monaco's large-file options hold
 * for its model. Monaco decides that when the model is made, so a file that grew past 20 MB
 * while open (pasted, typed, generated) keeps its syntax colours and folding.
 */
export function largeFileNotice(chars: number, featuresOff: boolean): string | null {
  const mb = (chars / 1024 / 1024).toFixed(1);
  if (chars > MONACO_LARGE_FILE_CHARS && featuresOff) {
    return `This file is ${mb} MB: syntax colours, folding and other whole-file features are off for it so the editor stays responsive. Saving it in the browser may fail; export it to keep it.`;
  }
  if (chars > MONACO_LARGE_FILE_CHARS) {
    return `This file is ${mb} MB: it grew past 20 MB while open, so its syntax is still coloured and typing may be slow. Large-file mode in the Performance Optimizer turns off folding and more extras. Saving it in the browser may fail; export it to keep it.`;
  }
  if (chars > LARGE_FILE_WARNING_CHARS) {
    return `This file is ${mb} MB: typing, saving in the browser and AI help may be slow. Large-file mode in the Performance Optimizer turns off more extras.`;
  }
  return null;
}
