// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenSettled', () => {
  it("runs on the visitor's first move, once", () => {
    const task = vi.fn();
    whenSettled(task);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after a few quiet seconds without a move', () => {
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(4999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const task = vi.fn();
    whenSettled(task)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
