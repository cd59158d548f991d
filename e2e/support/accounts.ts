import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The demo buyer the seed creates. */
export const DEMO_BUYER = { account: 'buyer@demo.shop', password: 'demo1234' } as const;

export interface ApiAnswer<T> {
  code: number;
  data: T;
  /** The session token the server handed out with this answer, if any. */
  token: string | null;
}

/** Calls the API from the test process (not the page), with a session token when given. */
export async function call<T = unknown>(path: string, payload: unknown, token?: string): Promise<ApiAnswer<T>> {
  const response = await fetch(`${inject('baseUrl')}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { code: number; data: T };
  return { code: body.code, data: body.data, token: response.headers.get('x-token') };
}

/**
 * Marks the account's welcome notice read, so its dialog does not cover the page; gives the
 * notice's idx as text ('' when there is none) for the page's `cmsLatestIdx`.
 */
export async function readWelcomeNotice(token: string): Promise<string> {
  const { data: todo } = await call<{ cms: { idx: number } | null }>('todo/inquiry', { idx: 0 }, token);
  if (todo.cms) await call('cms/readed', { idx: todo.cms.idx }, token);
  return todo.cms ? String(todo.cms.idx) : '';
}

/** Hands a session (and the read welcome notice) to the page's current origin. */
export async function handSessionToPage(page: Page, token: string, cmsIdx: string): Promise<void> {
  await page.evaluate(
    ([value, cms]) => {
      localStorage.setItem('x-token', value);
      if (cms) localStorage.setItem('cmsLatestIdx', cms);
    },
    [token, cmsIdx] as const,
  );
}

/** A fresh e-mail address, unique across runs (the e2e server is shared by every spec). */
export const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Signs a new account up through the API; gives its e-mail and session token. */
export async function signUpThroughApi(
  prefix: string,
  name: string,
  password: string,
): Promise<{ email: string; token: string }> {
  const email = freshEmail(prefix);
  const signUp = await call('user/sign/up', { method: 'email', email, name, password });
  expect(signUp.code).toBe(0);
  return { email, token: signUp.token! };
}

/** Sets the account's trade password through the API. */
export async function setTradePassword(token: string, password: string, tradePassword: string): Promise<void> {
  const set = await call('user/trade-password/set', { password, tradePassword }, token);
  expect(set.code).toBe(0);
}

/**
 * Signs the demo buyer in through the API and hands the session to the page (at its current
 * origin), with the welcome notice already read so no dialog covers the page.
 */
export async function signInDemoBuyer(page: Page): Promise<string> {
  const { token } = await call('user/sign/in', DEMO_BUYER);
  if (!token) throw new Error('sign-in gave no token');
  await handSessionToPage(page, token, await readWelcomeNotice(token));
  return token;
}

/** Waits for the global notice to say exactly `text`. */
export const expectMessage = (page: Page, text: string) =>
  page.getByTestId('message').getByText(text, { exact: true }).waitFor();

/** A sku as goods/detail gives it (the fields the specs read). */
export interface Sku {
  idx: number;
  dimensionValue: string;
  price: number;
  discountPrice: number | null;
  stock: number;
}

/** What a sku costs: its discount price when it has one. */
export const paid = (sku: { price: number; discountPrice: number | null }) => sku.discountPrice ?? sku.price;

/** Cents as the storefront shows them in English: $1,234.50. */
export const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Like `call`, for calls that must succeed: a refusal fails the test with the server's answer. */
export async function callOk<T = unknown>(path: string, payload: unknown, token?: string): Promise<ApiAnswer<T>> {
  const answer = await call<T>(path, payload, token);
  if (answer.code !== 0)
    throw new Error(`${path} answered ${JSON.stringify({ code: answer.code, data: answer.data })}`);
  return answer;
}

/** Calls the API from inside the page, signed in with the token the page keeps in localStorage. */
export function pageCall<T = unknown>(
  page: Page,
  path: string,
  payload: Record<string, unknown> = {},
): Promise<{ code: number; message?: string; data: T }> {
  return page.evaluate(
    async ([callPath, body]) => {
      const response = await fetch(`/api/v1/${callPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': localStorage.getItem('x-token') ?? '' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: number; message?: string; data: T };
    },
    [path, payload] as const,
  );
}

/** From inside the signed-in page: marks the welcome notice read, so its dialog does not cover the page, and reloads. */
export async function readWelcomeNoticeInPage(page: Page): Promise<void> {
  const { data: todo } = await pageCall<{ cms: { idx: number } | null }>(page, 'todo/inquiry', { idx: 0 });
  if (todo.cms) {
    await pageCall(page, 'cms/readed', { idx: todo.cms.idx });
    await page.evaluate((idx) => localStorage.setItem('cmsLatestIdx', idx), String(todo.cms.idx));
  }
  await page.reload({ waitUntil: 'networkidle' });
}

/**
 * Signs an account in through the sign-in form, then reads the welcome notice (so its dialog
 * does not cover the page later) and reloads the page it was sent to.
 */
export async function signInThroughForm(page: Page, account: string, password: string, redirect: string) {
  await page.goto(`${inject('baseUrl')}/user/sign/in?redirect=${encodeURIComponent(redirect)}`, {
    waitUntil: 'networkidle',
  });
  await page.getByLabel('Email or phone number', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === redirect);
  await readWelcomeNoticeInPage(page);
}
