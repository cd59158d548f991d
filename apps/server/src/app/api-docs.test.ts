import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppServices } from './app-services.ts';
import { renderApiDocs } from '../http/api-docs.ts';
import { allCalls } from './all-calls.ts';

describe('docs/API.md', () => {
  it('lists every call with its payload and response, as the code defines them', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/API.md'), 'utf8');
    // Regenerate with `npm run docs:api` when this fails.
    expect(file).toBe(renderApiDocs(allCalls({} as AppServices)));
  });
});
