// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isAttended, TYPING_PREVIEW_MS, useConsoleStore } from './console-store.ts';

const store = useConsoleStore.getState;

beforeEach(() => {
  useConsoleStore.setState({
    shown: null,
    onScreen: null,
    pane: 'list',
    typing: {},
    seenQueued: new Set(),
    visible: true,
  });
});

describe('the console store', () => {
  it('keeps the typing preview for 3 s after the last inputing, and drops it on inputing false', () => {
    store().setTyping(4, true, 'Where is my', 1000);
    store().setTyping(4, true, 'Where is my parcel', 2000);
    store().expireTyping(2000 + TYPING_PREVIEW_MS - 1);
    expect(store().typing[4]?.text).toBe('Where is my parcel');
    store().expireTyping(2000 + TYPING_PREVIEW_MS);
    expect(store().typing[4]).toBeUndefined();
    store().setTyping(4, true, 'again', 5000);
    store().setTyping(4, false, '');
    expect(store().typing[4]).toBeUndefined();
  });

  it('shows a conversation in the conversation pane, and the list again without one', () => {
    store().show(3);
    expect(store()).toMatchObject({ shown: 3, pane: 'conversation' });
    store().show(null);
    expect(store()).toMatchObject({ shown: null, pane: 'list' });
  });

  it('is attended only while its messages are on screen and the tab is visible', () => {
    store().show(3);
    expect(isAttended(3)).toBe(false);
    store().setOnScreen(3);
    expect(isAttended(3)).toBe(true);
    expect(isAttended(4)).toBe(false);
    store().setVisible(false);
    expect(isAttended(3)).toBe(false);
  });

  it('remembers seen queued conversations, keeping the same set when nothing is new', () => {
    store().seeQueued([1, 2]);
    const seen = store().seenQueued;
    store().seeQueued([2]);
    expect(store().seenQueued).toBe(seen);
    store().seeQueued([3]);
    expect([...store().seenQueued]).toEqual([1, 2, 3]);
  });

  it('keeps the sound choice', () => {
    store().setSound(false);
    expect(localStorage.getItem('staff_console_sound')).toBe('off');
    store().setSound(true);
    expect(store().sound).toBe(true);
  });
});
