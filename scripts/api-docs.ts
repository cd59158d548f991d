// Rewrites docs/API.md from the server's call definitions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppServices } from '../apps/server/src/app/app-services.ts';
import { allCalls } from '../apps/server/src/app/all-calls.ts';
import { renderApiDocs } from '../apps/server/src/http/api-docs.ts';

const target = path.resolve(import.meta.dirname, '../docs/API.md');
// Call definitions only read their services when a request runs, so none are needed here.
writeFileSync(target, renderApiDocs(allCalls({} as AppServices)));
console.log(`wrote ${target}`);
