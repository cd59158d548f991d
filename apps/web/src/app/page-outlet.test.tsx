// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../api/session-store.ts';
import { isPublicPage, PageOutlet } from './page-outlet.tsx';

beforeEach(() => useSessionStore.setState({ user: {}, principalKnown: true }));
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <PageOutlet />, children: [{ path: '*', element: <h1>the page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('PageOutlet', () => {
  it('shows public pages at once, before the principal inquiry answers', () => {
    useSessionStore.setState({ principalKnown: false });
    renderAt('/goods/detail');
    expect(screen.getByRole('heading', { name: 'the page' })).toBeTruthy();
  });

  it('holds any other page until the user is known, so the account area never asks a member to sign in', () => {
    useSessionStore.setState({ principalKnown: false });
    renderAt('/mine/orders');
    expect(screen.queryByRole('heading', { name: 'the page' })).toBeNull();
    act(() => useSessionStore.getState().setPrincipalKnown(true));
    expect(screen.getByRole('heading', { name: 'the page' })).toBeTruthy();
  });

  it('knows which pages are public', () => {
    for (const path of ['/', '/goods', '/goods/detail', '/shop/12', '/shop/12/recommend', '/search', '/help/privacy'])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      '/mine',
      '/dashboard',
      '/checkout',
      '/shop/application',
      '/user/sign/in',
      '/realname',
      '/staff',
    ])
      expect(isPublicPage(path), path).toBe(false);
  });
});
