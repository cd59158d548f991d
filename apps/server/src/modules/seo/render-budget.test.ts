import { describe, expect, it } from 'vitest';
import { RenderBudget } from './render-budget.ts';

describe('RenderBudget', () => {
  it('lets an address cause its number of renders per window, each address apart, and renews it', () => {
    let now = 0;
    const budget = new RenderBudget({ perWindow: 3, windowMs: 1_000, now: () => now });
    expect([1, 2, 3, 4].map(() => budget.take('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(budget.take('10.0.0.2')).toBe(true);
    now = 999;
    expect(budget.take('10.0.0.1')).toBe(false);
    now = 1_000;
    expect(budget.take('10.0.0.1')).toBe(true);
  });
});
