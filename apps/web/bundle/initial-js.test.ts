import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_GZIP, measureInitialJs } from './initial-js.ts';

describe('production bundle', () => {
  it('keeps the initial JavaScript under 150 kB gzip', () => {
    const measured = measureInitialJs(path.resolve(import.meta.dirname, '../dist'));
    expect(measured.files.length).toBeGreaterThan(0);
    expect(measured.gzip).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP);
  });
});
