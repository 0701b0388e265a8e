/**
 * Node's `crypto` for a program, the part a browser can do synchronously as Node does:
 * `createHash` and `createHmac` (MD5, SHA-1, SHA-2) computed by @noble/hashes (audited, no
 * dependencies), and random numbers from the worker's `crypto.getRandomValues`. Web Crypto's
 * digests are asynchronous, so they cannot give `digest()` its value at once.
 */
import { Buffer } from 'buffer/index.js';
import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

/** What a noble hash or HMAC gives to update. */
interface State {
  update(data: Uint8Array): unknown;
  digest(): Uint8Array;
  clone(): State;
}

const HASHES = { md5, sha1, sha224, sha256, sha384, sha512 } as const;
type Algorithm = keyof typeof HASHES;

const error = <E extends Error>(make: new (message: string) => E, message: string, code?: string) =>
  Object.assign(new make(message), code === undefined ? {} : { code });

/** Node's name for an algorithm as OpenSSL takes it: `sha256`, `SHA256`, `sha-256`, `RSA-SHA256`. */
function algorithm(name: unknown): Algorithm | undefined {
  if (typeof name !== 'string') return undefined;
  const key = name.toLowerCase().replace(/^rsa-/, '').replace('-', '');
  return Object.hasOwn(HASHES, key) ? (key as Algorithm) : undefined;
}

const describe = (value: unknown) =>
  value === null || value === undefined
    ? `Received ${String(value)}`
    : typeof value === 'object'
      ? `Received an instance of ${(value as object).constructor?.name ?? 'Object'}`
      : `Received type ${typeof value} (${typeof value === 'string' ? `'${value}'` : String(value)})`;

/** `data` as bytes, as Node's hash update takes it: a string in an encoding, or any view. */
function bytes(data: unknown, encoding: unknown, name = 'data'): Uint8Array {
  if (typeof data === 'string') {
    if (encoding === 'base64url') return Buffer.from(data, 'base64');
    return Buffer.from(data, typeof encoding === 'string' ? encoding : 'utf8');
  }
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw error(
    TypeError,
    `The "${name}" argument must be of type string or an instance of Buffer, TypedArray, or DataView. ${describe(data)}`,
    'ERR_INVALID_ARG_TYPE',
  );
}

/** What `digest()` returns: a Buffer, or a string in the encoding asked for. */
function output(digest: Uint8Array, encoding: unknown): Buffer | string {
  const buffer = Buffer.from(digest);
  if (encoding === undefined || encoding === 'buffer') return buffer;
  // The `buffer` port predates Node's base64url.
  if (encoding === 'base64url') {
    return buffer.toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  }
  return buffer.toString(String(encoding));
}

const FINALIZED = () => error(Error, 'Digest already called', 'ERR_CRYPTO_HASH_FINALIZED');

class Hash {
  #state: State;
  #done = false;
  constructor(state: State) {
    this.#state = state;
  }
  update(data: unknown, inputEncoding?: unknown): this {
    if (this.#done) throw FINALIZED();
    this.#state.update(bytes(data, inputEncoding));
    return this;
  }
  digest(encoding?: unknown): Buffer | string {
    if (this.#done) throw FINALIZED();
    this.#done = true;
    return output(this.#state.digest(), encoding);
  }
  copy(): Hash {
    if (this.#done) throw FINALIZED();
    return new Hash(this.#state.clone());
  }
}

class Hmac extends Hash {}

function createHash(name: unknown): Hash {
  const found = algorithm(name);
  if (found === undefined) throw error(Error, 'Digest method not supported');
  return new Hash(HASHES[found].create() as State);
}

function createHmac(name: unknown, key: unknown): Hmac {
  const found = algorithm(name);
  if (found === undefined)
    throw error(Error, `Invalid digest: ${String(name)}`, 'ERR_CRYPTO_INVALID_DIGEST');
  return new Hmac(hmac.create(HASHES[found], bytes(key, 'utf8', 'key')) as State);
}

/** The largest `getRandomValues` fills at once. */
const QUOTA = 65_536;

function fill<T extends ArrayBufferView>(view: T): T {
  const all = new Uint8Array(view.buffer as ArrayBuffer, view.byteOffset, view.byteLength);
  for (let at = 0; at < all.length; at += QUOTA) {
    globalThis.crypto.getRandomValues(all.subarray(at, at + QUOTA));
  }
  return view;
}

const MAX_SIZE = 2 ** 31 - 1;

type Done<T> = (error: Error | null, value?: T) => void;

/** Node calls a callback later, never during the call that was given it. */
function deliver<T>(callback: unknown, make: () => T): T | undefined {
  if (callback === undefined) return make();
  if (typeof callback !== 'function') {
    throw error(
      TypeError,
      `The "callback" argument must be of type function. ${describe(callback)}`,
      'ERR_INVALID_ARG_TYPE',
    );
  }
  const value = make();
  queueMicrotask(() => (callback as Done<T>)(null, value));
  return undefined;
}

function randomBytes(size: unknown, callback?: unknown): Buffer | undefined {
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > MAX_SIZE) {
    throw typeof size === 'number'
      ? error(
          RangeError,
          `The value of "size" is out of range. It must be >= 0 && <= ${MAX_SIZE}. Received ${String(size)}`,
          'ERR_OUT_OF_RANGE',
        )
      : error(
          TypeError,
          `The "size" argument must be of type number. ${describe(size)}`,
          'ERR_INVALID_ARG_TYPE',
        );
  }
  return deliver(callback, () => fill(Buffer.alloc(size)));
}

/** Node's limit on `max - min` for randomInt: 2^48 - 1. */
const RAND_MAX = 0xffff_ffff_ffff;

function safeInteger(value: unknown, name: string): number {
  if (!Number.isSafeInteger(value)) {
    throw error(
      TypeError,
      `The "${name}" argument must be a safe integer. ${describe(value)}`,
      'ERR_INVALID_ARG_TYPE',
    );
  }
  return value as number;
}

/** Node's randomInt([min,] max[, callback]): an integer in [min, max), uniformly. */
function randomInt(...args: unknown[]): number | undefined {
  const callback = typeof args[args.length - 1] === 'function' ? args.pop() : undefined;
  const [min, max] =
    args.length < 2
      ? [0, safeInteger(args[0], 'max')]
      : [safeInteger(args[0], 'min'), safeInteger(args[1], 'max')];
  if (!(max > min)) {
    throw error(
      RangeError,
      `The value of "max" is out of range. It must be greater than the value of "min" (${min}). Received ${max}`,
      'ERR_OUT_OF_RANGE',
    );
  }
  const range = max - min;
  if (range > RAND_MAX) {
    throw error(
      RangeError,
      `The value of "max - min" is out of range. It must be <= ${RAND_MAX}. Received ${range}`,
      'ERR_OUT_OF_RANGE',
    );
  }
  // Rejection sampling over 48 random bits, as Node does: no value is likelier than another.
  const limit = RAND_MAX - (RAND_MAX % range);
  return deliver(callback, () => {
    for (;;) {
      const six = fill(new Uint8Array(6));
      const x = six.reduce((n, byte) => n * 256 + byte, 0);
      if (x < limit) return min + (x % range);
    }
  });
}

/** A version 4 UUID (`crypto.randomUUID` itself is missing outside a secure context). */
function randomUUID(): string {
  const b = fill(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Buffer.from(b).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function timingSafeEqual(a: unknown, b: unknown): boolean {
  const x = bytes(a, undefined, 'buf1');
  const y = bytes(b, undefined, 'buf2');
  if (x.length !== y.length) {
    throw error(
      RangeError,
      'Input buffers must have the same byte length',
      'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH',
    );
  }
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export const crypto = {
  createHash,
  createHmac,
  getHashes: () => Object.keys(HASHES),
  randomBytes,
  randomInt,
  randomUUID,
  randomFillSync: <T extends ArrayBufferView>(view: T) => fill(view),
  getRandomValues: <T extends ArrayBufferView>(view: T) =>
    globalThis.crypto.getRandomValues(view as never) as T,
  timingSafeEqual,
  webcrypto: globalThis.crypto,
  subtle: globalThis.crypto.subtle,
  Hash,
  Hmac,
};
