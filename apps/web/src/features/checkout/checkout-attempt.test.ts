import { describe, expect, it } from 'vitest';
import { attemptSignature, newAttemptKey, nextAttempt } from './checkout-attempt.ts';

const lines = [
  { goodsIdx: 1, skuIdx: 11, quantity: 2 },
  { goodsIdx: 3, skuIdx: 31, quantity: 1 },
];

describe('checkout attempts', () => {
  it('keep their idempotency key while the same lines go to the same address', () => {
    let made = 0;
    const makeKey = () => `key-${++made}`;
    const first = nextAttempt(null, attemptSignature(lines, 5), makeKey);
    expect(first.key).toBe('key-1');
    // A wrong trade password, a lost answer: pressing pay again retries the same attempt.
    expect(nextAttempt(first, attemptSignature([...lines], 5), makeKey)).toBe(first);
    expect(made).toBe(1);
  });

  it('start afresh when the address, a quantity or the lines change', () => {
    let made = 0;
    const makeKey = () => `key-${++made}`;
    const first = nextAttempt(null, attemptSignature(lines, 5), makeKey);
    const otherAddress = nextAttempt(first, attemptSignature(lines, 6), makeKey);
    expect(otherAddress.key).toBe('key-2');
    const moreOfOne = nextAttempt(
      otherAddress,
      attemptSignature([{ ...lines[0]!, quantity: 3 }, lines[1]!], 6),
      makeKey,
    );
    expect(moreOfOne.key).toBe('key-3');
    const fewerLines = nextAttempt(moreOfOne, attemptSignature(lines.slice(0, 1), 6), makeKey);
    expect(fewerLines.key).toBe('key-4');
  });

  it('make keys the contract accepts (8 to 64 characters), different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newAttemptKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[\da-f-]{32,36}$/);
  });
});
