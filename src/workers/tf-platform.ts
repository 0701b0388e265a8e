/**
 * A faster text codec for the detection model's TensorFlow.js. The model turns its input into
 * thousands of short n-gram strings, and TensorFlow.js's platform encodes each through
 * TextEncoder and decodes with a TextDecoder it constructs anew on every call: a fifth of the
 * model's time went there (profiled in Node, the same code as the browser worker). ASCII strings
 * shorter than 32 characters are copied byte by byte; everything else still goes through the
 * platform's own codecs, so the bytes are always UTF-8 and the answers are unchanged.
 *
 * TensorFlow.js keeps its engine on the global object (`_tfengine`); the package that bundles it
 * exports nothing else to reach it by, so this looks it up there and does nothing when it is not.
 */

export interface TextPlatform {
  encode(text: string, encoding: string): Uint8Array;
  decode(bytes: Uint8Array, encoding: string): string;
}

const SHORT = 32;
const PATCHED = Symbol.for('editor.fastTextPlatform');

/** Gives `platform` the fast codecs (once); returns whether it did now. */
export function speedUpTextPlatform(platform: TextPlatform): boolean {
  const marked = platform as TextPlatform & { [PATCHED]?: true };
  if (marked[PATCHED]) return false;
  const encodeSlow = platform.encode.bind(platform);
  const decodeSlow = platform.decode.bind(platform);
  const utf8 = new TextDecoder('utf-8');
  platform.encode = (text, encoding) => {
    if ((encoding === 'utf-8' || encoding === 'utf8') && text.length < SHORT) {
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code > 0x7f) return encodeSlow(text, encoding);
        bytes[i] = code;
      }
      return bytes;
    }
    return encodeSlow(text, encoding);
  };
  platform.decode = (bytes, encoding) =>
    encoding === 'utf-8' || encoding === 'utf8' ? utf8.decode(bytes) : decodeSlow(bytes, encoding);
  marked[PATCHED] = true;
  return true;
}

/** The platform of the TensorFlow.js engine on `scope`, once the engine exists. */
export function tfTextPlatform(scope: object = globalThis): TextPlatform | null {
  const engine = (scope as { _tfengine?: { ENV?: { platform?: unknown } } })._tfengine;
  const platform = engine?.ENV?.platform as Partial<TextPlatform> | undefined;
  return typeof platform?.encode === 'function' && typeof platform.decode === 'function'
    ? (platform as TextPlatform)
    : null;
}
