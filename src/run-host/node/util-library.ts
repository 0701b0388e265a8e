/** The `util` library script's modules (see ./library.ts). */
import { assert } from './assert';
import { util } from './util';

export const utilLibrary = {
  assert,
  'assert/strict': assert.strict,
  util,
  'util/types': util.types,
};
