import { describe, expect, it } from 'vitest';
import languageDetection from '@vscode/vscode-languagedetection';
import { speedUpTextPlatform, tfTextPlatform, type TextPlatform } from './tf-platform';

function stockPlatform(): TextPlatform & { encodes: number; decodes: number } {
  const platform = {
    encodes: 0,
    decodes: 0,
    encode(text: string) {
      platform.encodes += 1;
      return new TextEncoder().encode(text);
    },
    decode(bytes: Uint8Array, encoding: string) {
      platform.decodes += 1;
      return new TextDecoder(encoding).decode(bytes);
    },
  };
  return platform;
}

describe('the fast text codec for the detection model', () => {
  it('gives the same UTF-8 bytes and text as TextEncoder and TextDecoder, short or long', () => {
    const platform = stockPlatform();
    expect(speedUpTextPlatform(platform)).toBe(true);
    for (const text of ['', 'def', 'a b', '  if (x) {', 'café', 'naïve ≠ 😀', 'x'.repeat(200)]) {
      const bytes = platform.encode(text, 'utf-8');
      expect([...bytes], text).toEqual([...new TextEncoder().encode(text)]);
      expect(platform.decode(bytes, 'utf-8'), text).toBe(text);
    }
    // Short ASCII skips the platform's encoder; anything else still uses it.
    expect(platform.encodes).toBe(3);
    expect(platform.decodes).toBe(0);
  });

  it('is applied once', () => {
    const platform = stockPlatform();
    expect(speedUpTextPlatform(platform)).toBe(true);
    expect(speedUpTextPlatform(platform)).toBe(false);
  });

  it("finds the model's engine and leaves the model's answers as they were", async () => {
    const model = new languageDetection.ModelOperations();
    const code =
      'import json\n\ndef load(path):\n    with open(path) as f:\n        return json.load(f)\n';
    const before = await model.runModel(code);
    const platform = tfTextPlatform();
    expect(platform).not.toBeNull();
    speedUpTextPlatform(platform!);
    expect(await model.runModel(code)).toEqual(before);
    expect(before[0]?.languageId).toBe('py');
  });

  it('finds nothing where there is no engine', () => {
    expect(tfTextPlatform({})).toBeNull();
  });
});
