import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingEmitter } from './typing.ts';

describe('createTypingEmitter (spec 4 / 9: inputing at most once per 100 ms, with the text)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first change at once and at most one more per 100 ms, ending with the latest text', () => {
    const emit = vi.fn();
    const typing = createTypingEmitter(emit);
    typing.input('h');
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenLastCalledWith(true, 'h');
    typing.input('he');
    typing.input('hel');
    vi.advanceTimersByTime(99);
    expect(emit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(emit).toHaveBeenCalledTimes(2);
    expect(emit).toHaveBeenLastCalledWith(true, 'hel');
    for (let i = 0; i < 50; i++) {
      typing.input(`hello ${i}`);
      vi.advanceTimersByTime(10);
    }
    // 500 ms of typing: no more than one event per 100 ms window.
    expect(emit.mock.calls.length).toBeLessThanOrEqual(2 + 5 + 1);
    vi.advanceTimersByTime(100);
    expect(emit).toHaveBeenLastCalledWith(true, 'hello 49');
  });

  it('an emptied input says inputing false; stop says it once, at once', () => {
    const emit = vi.fn();
    const typing = createTypingEmitter(emit);
    typing.input('hi');
    vi.advanceTimersByTime(100);
    typing.input('');
    vi.advanceTimersByTime(100);
    expect(emit).toHaveBeenLastCalledWith(false, '');
    typing.input('again');
    vi.advanceTimersByTime(100);
    typing.stop();
    expect(emit).toHaveBeenLastCalledWith(false, '');
    const calls = emit.mock.calls.length;
    typing.stop();
    expect(emit.mock.calls.length).toBe(calls);
  });
});
