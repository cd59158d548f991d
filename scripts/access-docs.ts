// Rewrites docs/ACCESS.md from the access table the matrix test runs (apps/server/test/access).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientEvents, type ClientEventName } from '@storefront/contract';
import { allEndpoints, type ApiPath } from '@storefront/contract/api';
import { renderAccessDoc } from '../apps/server/test/access/access-table.ts';

const target = path.resolve(import.meta.dirname, '../docs/ACCESS.md');
const events = Object.keys(clientEvents) as ClientEventName[];
writeFileSync(
  target,
  renderAccessDoc(
    allEndpoints().map((endpoint) => ({ path: endpoint.path as ApiPath, access: endpoint.access })),
    events.map((name) => ({ name, from: clientEvents[name].from })),
  ),
);
console.log(`wrote ${target}`);
