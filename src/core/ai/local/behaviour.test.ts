import { describe, expect, it } from 'vitest';
import { pythonMayOverrideEquality } from './behaviour';

describe('pythonMayOverrideEquality', () => {
  it('is false for a program that defines no == and imports nothing it uses', () => {
    expect(pythonMayOverrideEquality('x = None\nif x == None:\n    print(1)\n')).toBe(false);
    expect(
      pythonMayOverrideEquality('import os\nfrom typing import List\nx = 1\n', [
        'os',
        'typing.List',
      ]),
    ).toBe(false);
  });

  it('is true where a class may define its own ==', () => {
    expect(
      pythonMayOverrideEquality('class A:\n    def __eq__(self, o):\n        return 1\n'),
    ).toBe(true);
    expect(pythonMayOverrideEquality('import numpy as np\nx = np.zeros(2)\n')).toBe(true);
    expect(pythonMayOverrideEquality('import os, sys\n', ['os'])).toBe(true);
    expect(pythonMayOverrideEquality('from shapes import *\n', ['shapes.*'])).toBe(true);
  });
});
