import { Code } from '@storefront/contract';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { accountCalls } from '../modules/accounts/accounts-routes.ts';
import { accountAreaCalls } from '../modules/accounts/account-area-routes.ts';
import { catalogCalls } from '../modules/catalog/catalog-routes.ts';
import { partnershipCalls } from '../modules/partnership/partnership-routes.ts';
import { realnameCalls } from '../modules/realname/realname-routes.ts';
import { noticesCalls } from '../modules/notices/notices-routes.ts';
import { cartCalls } from '../modules/cart/cart-routes.ts';
import { addressCalls, orderCalls } from '../modules/orders/orders-routes.ts';
import { walletCalls } from '../modules/wallet/wallet-routes.ts';
import { UPLOAD_DOCS } from '../modules/uploads/upload-docs.ts';
import type { ApiCall } from './api-call.ts';

/**
 * Every call the server serves, in the order docs/API.md lists them. Each module's calls are
 * handed the services they use, and nothing else.
 */
export function allCalls(services: AppServices): ApiCall[] {
  const { accounts, sessions, fingerprints, siteConfig, translate, accountOverview, accountSettings } = services;
  const { catalog, social, search, env, notices, realname, partnership, cart, addresses, orders } = services;
  const { wallet, withdrawalAccounts } = services;
  return [
    ...accountCalls({ accounts, sessions, fingerprints, siteConfig, translate }),
    ...catalogCalls({ catalog, social, search, env }),
    ...noticesCalls({ notices }),
    ...realnameCalls({ realname }),
    ...accountAreaCalls({ accountOverview, accountSettings }),
    ...partnershipCalls({ partnership }),
    ...cartCalls({ cart }),
    ...addressCalls({ addresses }),
    ...orderCalls({ orders }),
    ...walletCalls({ wallet, withdrawalAccounts }),
  ];
}

const ACCESS_TEXT = { guest: 'anyone', user: 'signed in', staff: 'staff' } as const;

function describeSchema(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' });
  return '```json\n' + JSON.stringify(json, null, 2) + '\n```';
}

/** docs/API.md, written from the calls' own schemas and one-line docs so it cannot drift. */
export function renderApiDocs(calls: ApiCall[]): string {
  const codes = Object.entries(Code)
    .map(([name, value]) => `| ${value} | ${name} |`)
    .join('\n');
  const sections = calls
    .map(
      (call) =>
        `### \`${call.path}\`\n\n${call.summary}\n\n- Access: ${ACCESS_TEXT[call.access]}\n- Returns: ${call.returns}\n\nPayload (JSON Schema; unknown fields are refused with 4000):\n\n${describeSchema(call.schema)}\n`,
    )
    .join('\n');
  return `# API

Generated from the server's call definitions by \`npm run docs:api\`; a test fails when this file
is out of date. Wire shapes live in \`packages/contract\`.

## Envelope (spec 7.1)

Every call is \`POST /api/v1/<path>\` (paths beginning \`api/\`, \`service/\`, \`rpc/\` are used as
given; a doubled slash after \`api/v1\` is accepted) with a JSON body \`{ ...payload, context: {
lang, utc, timezone, path, referer, biz: 1 } }\` and the \`x-token\` header when signed in.

The answer is HTTP 200 (500 for code 5000) with \`{ code, message?, data?, user?, config?, command? }\`.
\`x-token\` / \`x-refresh\` response headers carry a new token pair; an empty value clears it.
\`command\` is \`{ message?, jumpUrl?: { to } }\`; \`message\` may be 401 with \`command.jumpUrl.to\`.
Refusals carry a translated \`message\` (language from \`context.lang\`, else Accept-Language) and,
for 4000, \`data.field\` naming the field. Money is integer cents.

| code | meaning |
|---|---|
${codes}

## Calls

${sections}
${UPLOAD_DOCS}`;
}
