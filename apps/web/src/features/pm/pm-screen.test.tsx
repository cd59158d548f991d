// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import {
  pmDataMock,
  pmState,
  renderWithApp,
  setBodyWidth,
  setUpScreenTests,
  subjectOf,
} from './pm-data.test-helpers.tsx';
import { usePmScreen } from './pm-data.ts';
import type * as PmData from './pm-data.ts';
import PmScreen from './pm-screen.tsx';

vi.mock('./pm-data.ts', async (original) => {
  const { pmDataMock: mock } = await import('./pm-data.test-helpers.tsx');
  return { ...(await original<typeof PmData>()), ...mock };
});

setUpScreenTests({ subjectIdx: null, name: 'Buyer' });

const notice = () => useMessageStore.getState().notice;

function setup() {
  const result = renderWithApp(<PmScreen />);
  return { ...result, user: userEvent.setup() };
}

describe('the private-message screen', () => {
  it('is a dialog that asks to choose a seller while none is chosen', () => {
    pmState.subjects.subjects = [subjectOf(1)];
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Messages' });
    expect(within(dialog).getByRole('heading', { name: 'Choose a seller to chat with' })).toBeTruthy();
    expect(within(dialog).getByText('Choose a conversation to see its messages.')).toBeTruthy();
  });

  it('lists conversations with name, update time and an unread badge hidden at 0', () => {
    pmState.subjects.subjects = [
      subjectOf(1, { unread: 3, updateAt: new Date(2026, 0, 2, 9, 5).toISOString() }),
      subjectOf(2),
    ];
    setup();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]!.querySelector('.pm-subject__name')!.textContent).toBe('Shop 1');
    expect(options[0]!.querySelector('time')!.textContent).toBe('2026-01-02 09:05');
    expect(options[0]!.querySelector('.pm-subject__badge')!.textContent).toBe('33 unread');
    expect(options[1]!.querySelector('.pm-subject__badge')).toBeNull();
    expect(options[0]!.style.height).toBe('80px');
  });

  it('opens a conversation by click, marking the row selected, and shows its header', async () => {
    pmState.subjects.subjects = [subjectOf(1), subjectOf(2, { user: { ...subjectOf(2).user, remark: 'fast' } })];
    const { user } = setup();
    await user.click(screen.getByRole('option', { name: /Shop 2/ }));
    expect(usePmScreen.getState().subjectIdx).toBe(2);
    expect(screen.getByRole('option', { name: /Shop 2/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: /Shop 2/ }).className).toContain('pm-subject--selected');
    expect(screen.getByRole('option', { name: /Shop 1/ }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Shop 2' })).toBeTruthy();
    expect(screen.getByText('ID: 202')).toBeTruthy();
    expect(screen.getByText('Remark: fast')).toBeTruthy();
  });

  it('is operated from the keyboard: arrows move, Enter opens', async () => {
    pmState.subjects.subjects = [subjectOf(1), subjectOf(2), subjectOf(3)];
    const { user } = setup();
    const list = screen.getByRole('listbox', { name: 'Conversations' });
    list.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(list.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Shop 2/ }).id);
    await user.keyboard('{Enter}');
    expect(usePmScreen.getState().subjectIdx).toBe(2);
    await user.keyboard('{End} ');
    expect(usePmScreen.getState().subjectIdx).toBe(3);
  });

  it("shows the 'no subject' empty state", () => {
    setup();
    expect(screen.getByText('No conversations yet')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('loads more conversations on first show while there are more', () => {
    pmState.subjects.subjects = [subjectOf(1)];
    pmState.subjects.hasMore = true;
    setup();
    expect(pmState.subjects.loadMore).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing more once the last page came', () => {
    pmState.subjects.subjects = [subjectOf(1)];
    setup();
    expect(pmState.subjects.loadMore).not.toHaveBeenCalled();
  });

  it('closes with its labelled close button, and with Escape', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(usePmScreen.getState().open).toBe(false);
    act(() => usePmScreen.setState({ open: true }));
    fireEvent(screen.getByRole('dialog', { name: 'Messages' }), new Event('cancel', { cancelable: true }));
    expect(usePmScreen.getState().open).toBe(false);
  });
});

describe('the private-message screen on mobile (under 640 px)', () => {
  beforeEach(() => setBodyWidth(375));

  it('shows the list alone until a conversation is chosen, then the chat alone', async () => {
    pmState.subjects.subjects = [subjectOf(1)];
    const { user } = setup();
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await user.click(screen.getByRole('option', { name: /Shop 1/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('turns the close button into a way back to the list while a conversation is open', async () => {
    pmState.subjects.subjects = [subjectOf(1)];
    usePmScreen.setState({ subjectIdx: 1 });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Back to the conversations' }));
    expect(usePmScreen.getState()).toMatchObject({ open: true, subjectIdx: null });
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(usePmScreen.getState().open).toBe(false);
  });
});

describe('the remark dialog', () => {
  beforeEach(() => {
    pmState.subjects.subjects = [subjectOf(1, { user: { ...subjectOf(1).user, remark: 'old' } })];
    usePmScreen.setState({ subjectIdx: 1 });
  });

  it('saves the remark on confirm, says so and closes', async () => {
    pmDataMock.saveRemark.mockResolvedValue({ ok: true, value: { remark: 'new note' } });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit the remark' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the remark' });
    const field = within(dialog).getByRole('textbox', { name: 'Remark' });
    expect((field as HTMLInputElement).value).toBe('old');
    await user.clear(field);
    await user.type(field, ' new note ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(pmDataMock.saveRemark).toHaveBeenCalledExactlyOnceWith(1, 'new note');
    expect(notice()).toMatchObject({ type: 'success', text: 'Successful' });
    expect(screen.queryByRole('dialog', { name: 'Edit the remark' })).toBeNull();
  });

  it("shows the server's message when saving fails, and cancel leaves without saving", async () => {
    pmDataMock.saveRemark.mockResolvedValue({ ok: false, message: 'Too long' });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit the remark' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the remark' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Too long');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit the remark' })).toBeNull();
    expect(pmDataMock.saveRemark).toHaveBeenCalledTimes(1);
    expect(usePmScreen.getState().open).toBe(true);
  });
});
