import { clientEvents, Code, serverEvents, SOCKET_PATH } from '@storefront/contract';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { accountCalls } from '../modules/accounts/accounts-routes.ts';
import { accountAreaCalls } from '../modules/accounts/account-area-routes.ts';
import { catalogCalls } from '../modules/catalog/catalog-routes.ts';
import { partnershipCalls } from '../modules/partnership/partnership-routes.ts';
import { realnameCalls } from '../modules/realname/realname-routes.ts';
import { noticesCalls } from '../modules/notices/notices-routes.ts';
import { cartCalls } from '../modules/cart/cart-routes.ts';
import { addressCalls, orderCalls, sellerOrderCalls } from '../modules/orders/orders-routes.ts';
import { walletCalls } from '../modules/wallet/wallet-routes.ts';
import { pmCalls } from '../modules/pm/pm-routes.ts';
import { livechatCalls } from '../modules/livechat/livechat-routes.ts';
import { sellerGoodsCalls } from '../modules/catalog/seller-goods-routes.ts';
import { adminCalls } from '../modules/admin/admin-routes.ts';
import { sellerCalls } from '../modules/seller/seller-routes.ts';
import { shippingCalls } from '../modules/shipping/shipping-routes.ts';
import { UPLOAD_DOCS } from '../modules/uploads/upload-docs.ts';
import type { ApiCall } from './api-call.ts';
import { writeLimitNote } from './write-limits.ts';

/**
 * Every call the server serves, in the order docs/API.md lists them. Each module's calls are
 * handed the services they use, and nothing else.
 */
export function allCalls(services: AppServices): ApiCall[] {
  const { accounts, sessions, fingerprints, siteConfig, translate, accountOverview, accountSettings } = services;
  const { catalog, social, search, env, notices, realname, partnership, cart, addresses, orders } = services;
  const { wallet, withdrawalAccounts, pm, livechat, admin } = services;
  const { sellerGoods, warehouses, seller, shipping } = services;
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
    ...sellerOrderCalls({ orders }),
    ...walletCalls({ wallet, withdrawalAccounts }),
    ...pmCalls({ pm }),
    ...livechatCalls({ livechat }),
    ...sellerGoodsCalls({ sellerGoods, warehouses }),
    ...adminCalls({ admin }),
    ...sellerCalls({ seller }),
    ...shippingCalls({ shipping }),
  ];
}

const ACCESS_TEXT = { guest: 'anyone', user: 'signed in', staff: 'staff', admin: 'admin staff' } as const;

function describeSchema(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' });
  return '```json\n' + JSON.stringify(json, null, 2) + '\n```';
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

/** A JSON Schema as a short TypeScript-like shape: `{ rows: { idx: integer; … }[]; … }`. */
export function describeShape(schema: JsonSchema, depth = 0): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => describeShape(variant, depth)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array' && schema.prefixItems) {
    return `[${schema.prefixItems.map((item) => describeShape(item, depth)).join(', ')}]`;
  }
  if (schema.type === 'array') {
    const item = describeShape(schema.items ?? {}, depth);
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' && schema.properties) {
    const pad = '  '.repeat(depth + 1);
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(
      ([name, field]) => `${pad}${name}${required.has(name) ? '' : '?'}: ${describeShape(field, depth + 1)};`,
    );
    return `{\n${fields.join('\n')}\n${'  '.repeat(depth)}}`;
  }
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object')
    return `Record<string, ${describeShape(schema.additionalProperties, depth)}>`;
  return schema.type ?? 'unknown';
}

function describeData(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }) as JsonSchema;
  return '```ts\n' + describeShape(json) + '\n```';
}

function renderCall(call: ApiCall): string {
  const { endpoint } = call;
  const limit = call.writeLimit ? writeLimitNote(call.writeLimit) : undefined;
  const notes = [endpoint.notes, call.notes, limit].filter(Boolean).join(' ');
  return (
    [
      `### \`${call.path}\``,
      endpoint.summary,
      `- Access: ${ACCESS_TEXT[call.access]}${notes ? `\n- Notes: ${notes}` : ''}`,
      `Payload (JSON Schema; unknown fields are refused with 4000):\n\n${describeSchema(endpoint.payload)}`,
      `Answer \`data\` on success:\n\n${describeData(endpoint.data)}`,
    ].join('\n\n') + '\n'
  );
}

function shapeOf(schema: z.ZodType, io: 'input' | 'output'): string {
  return describeShape(z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema);
}

/** The socket events section, from the contract's event maps. */
function renderSocketEvents(): string {
  const sent = Object.entries(clientEvents).map(([name, event]) => {
    const ack = event.ack
      ? `\n\nAcknowledgement on success (\`code\` 0 with):\n\n\`\`\`ts\n${shapeOf(event.ack, 'output')}\n\`\`\``
      : '\n\nNot acknowledged.';
    return `### \`${name}\` (client → server)\n\n${event.summary}\n\n- From: ${ACCESS_TEXT[event.from]}\n\nPayload:\n\n\`\`\`ts\n${shapeOf(event.payload, 'input')}\n\`\`\`${ack}\n`;
  });
  const received = Object.entries(serverEvents).map(
    ([name, schema]) => `### \`${name}\` (server → client)\n\n\`\`\`ts\n${shapeOf(schema, 'output')}\n\`\`\`\n`,
  );
  return `## Socket events (spec 7.4)

socket.io at \`${SOCKET_PATH}\`, websocket transport, the access token in the handshake's \`auth.token\`.
A refused event is acknowledged with \`{ code, message? }\` (the codes of the table above).

${[...sent, ...received].join('\n')}`;
}

/** docs/API.md, written from the contract's endpoints as the server serves them, so it cannot drift. */
export function renderApiDocs(calls: ApiCall[]): string {
  const codes = Object.entries(Code)
    .map(([name, value]) => `| ${value} | ${name} |`)
    .join('\n');
  const sections = calls.map(renderCall).join('\n');
  return `# API

Generated by \`npm run docs:api\` from the endpoints declared in \`packages/contract/src/api\`, as
the server serves them; a test fails when this file is out of date.

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
${UPLOAD_DOCS}
${renderSocketEvents()}`;
}
