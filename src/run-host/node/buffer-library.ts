/** The `buffer` library script's modules (see ./library.ts). */
import bufferModule from 'buffer/index.js';
import { crypto } from './crypto';

export const bufferLibrary = {
  /** feross's `buffer`, the one browserify gives: Buffer, SlowBuffer, kMaxLength, … */
  buffer: bufferModule,
  crypto,
};
