import type { PmMessage, PmSubject } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useSessionStore } from '../../api/session-store.ts';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import { usePmScreen } from './pm-screen-store.ts';
import en from '../../locales/en.json';
import type { PmMessagesView, PmSubjectsView } from './pm-data.ts';

/*
 * A stand-in for the private-message data layer in component tests: each test sets what the
 * hooks answer and reads what the screen called. Used with
 * vi.mock('./pm-data.ts', async (original) => ({ ...(await original()), ...pmDataMock }))
 * so the screen's own store (usePmScreen) stays the real one.
 */

export const BUYER_IDX = 7;

export function subjectOf(idx: number, overrides: Partial<PmSubject> = {}): PmSubject {
  return {
    idx,
    buyerIdx: BUYER_IDX,
    sellerIdx: 100 + idx,
    shopIdx: 200 + idx,
    user: { idx: 200 + idx, avatar: '', shopName: `Shop ${idx}`, remark: '' },
    unread: 0,
    updateAt: '2026-01-02T10:30:00.000Z',
    ...overrides,
  };
}

export function messageOf(idx: number, overrides: Partial<PmMessage> = {}): PmMessage {
  return {
    idx,
    subjectIdx: 1,
    body: `message ${idx}`,
    owner: false,
    staff: false,
    senderIdx: 101,
    readed: true,
    createAt: new Date(Date.UTC(2026, 0, 2, 10, idx)).toISOString(),
    ...overrides,
  };
}

export const pmState = {
  subjects: null as unknown as PmSubjectsView,
  messages: null as unknown as PmMessagesView,
  canSend: true,
};

export function resetPmState() {
  pmState.subjects = {
    subjects: [],
    isLoading: false,
    isError: false,
    hasMore: false,
    loadingMore: false,
    loadMore: vi.fn(),
    retry: vi.fn(),
  };
  pmState.messages = {
    messages: [],
    isLoading: false,
    isError: false,
    hasOlder: false,
    loadingOlder: false,
    loadOlder: vi.fn(async () => undefined),
    retry: vi.fn(),
  };
  pmState.canSend = true;
  pmDataMock.sendPm.mockReset().mockResolvedValue({ ok: true, value: { idx: 999 } });
  pmDataMock.revokePm.mockReset().mockResolvedValue({ ok: true, value: undefined });
  pmDataMock.saveRemark.mockReset().mockResolvedValue({ ok: true, value: { remark: '' } });
}

export const pmDataMock = {
  usePmSubjects: () => pmState.subjects,
  usePmSubject: (idx: number | null) => pmState.subjects.subjects.find((subject) => subject.idx === idx) ?? null,
  usePmMessages: () => pmState.messages,
  usePmCanSend: () => pmState.canSend,
  sendPm: vi.fn(),
  revokePm: vi.fn(),
  saveRemark: vi.fn(),
};

export async function initTestI18n() {
  // happy-dom's <dialog> may lack showModal/close: give it the plain open attribute behaviour.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  setTexts(createTexts('en', en));
}

export function setBodyWidth(width: number) {
  Object.defineProperty(document.body, 'clientWidth', { value: width, configurable: true });
}

/** Renders inside a router and a query client, as the app does. */
export function renderWithApp(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/**
 * happy-dom lays nothing out, so every element is 0 px high and the virtualized list would show
 * no row: the list's scroll pane is given the height of eight rows.
 */
export function sizeSubjectPane() {
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.classList.contains('pm-subjects')) return 640;
      return (clientHeight?.get?.call(this) as number | undefined) ?? 0;
    },
  });
}

/**
 * The screen tests' common set-up: texts, a sized pane and a desktop width once; before each
 * test a fresh data-layer state, the screen open on `subjectIdx` and the buyer `name` signed in.
 */
export function setUpScreenTests({ subjectIdx, name }: { subjectIdx: number | null; name: string }) {
  beforeAll(async () => {
    sizeSubjectPane();
    await initTestI18n();
  });
  beforeEach(() => {
    resetPmState();
    setBodyWidth(1440);
    usePmScreen.setState({ open: true, subjectIdx });
    useSessionStore.setState({ user: { idx: BUYER_IDX, name, avatar: '' } });
    useMessageStore.setState({ notice: null });
  });
  afterEach(cleanup);
}
