import { describe, expect, it } from 'vitest';
import {
  goodsCardOf,
  isOwnMessage,
  isPrivateUpload,
  lastOwnIndex,
  messageKind,
  messageSide,
  revokeTimeLeft,
  showsTimeLabel,
} from './message-rules.ts';

describe('isOwnMessage (spec 4, message side)', () => {
  it('decides by senderIdx when the message has one', () => {
    expect(isOwnMessage({ senderIdx: 7, owner: false, staff: true }, 7)).toBe(true);
    expect(isOwnMessage({ senderIdx: 8, owner: true, staff: false }, 7)).toBe(false);
    expect(isOwnMessage({ senderIdx: 8, owner: true, staff: false }, null)).toBe(false);
  });

  it('without senderIdx, is own when owner is true or staff is false', () => {
    expect(isOwnMessage({ owner: true, staff: true }, 7)).toBe(true);
    expect(isOwnMessage({ owner: false, staff: false }, 7)).toBe(true);
    expect(isOwnMessage({ owner: true, staff: false }, 7)).toBe(true);
    expect(isOwnMessage({ owner: false, staff: true }, 7)).toBe(false);
  });
});

describe('messageSide (spec 6: own, staff or the other party)', () => {
  it('names the side', () => {
    expect(messageSide({ senderIdx: 7, owner: true, staff: false }, 7)).toBe('own');
    expect(messageSide({ senderIdx: 9, owner: false, staff: true }, 7)).toBe('staff');
    expect(messageSide({ senderIdx: 9, owner: false, staff: false }, 7)).toBe('other');
    expect(messageSide({ owner: false, staff: true }, 7)).toBe('staff');
  });
});

describe('showsTimeLabel (spec 4: 5 minutes or more)', () => {
  const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 0, 1, 10, minutes, seconds)).toISOString();

  it('shows a label at exactly 5:00, not at 4:59', () => {
    expect(showsTimeLabel(at(0), at(5))).toBe(true);
    expect(showsTimeLabel(at(0), at(4, 59))).toBe(false);
    expect(showsTimeLabel(at(0), at(40))).toBe(true);
    expect(showsTimeLabel(at(0), at(0))).toBe(false);
  });

  it('labels the first message of the list', () => {
    expect(showsTimeLabel(undefined, at(0))).toBe(true);
  });
});

describe('revokeTimeLeft (a sender may revoke for 2 minutes)', () => {
  const sent = '2026-01-01T10:00:00.000Z';
  const t0 = Date.parse(sent);

  it('counts down from 2 minutes', () => {
    expect(revokeTimeLeft(sent, t0)).toBe(120_000);
    expect(revokeTimeLeft(sent, t0 + 119_999)).toBe(1);
    expect(revokeTimeLeft(sent, t0 + 120_000)).toBe(0);
    expect(revokeTimeLeft('not a date', t0)).toBe(0);
  });
});

describe('goodsCardOf (spec 3: a JSON string or an object)', () => {
  const card = { idx: 3, title: 'Shirt', price: 1999, urlCover: '/uploads/seed/shirt-480.webp' };

  it('reads both forms', () => {
    expect(goodsCardOf(card)).toEqual(card);
    expect(goodsCardOf(JSON.stringify(card))).toEqual(card);
  });

  it('gives null for anything else', () => {
    expect(goodsCardOf('hello')).toBeNull();
    expect(goodsCardOf('{"idx":"3"}')).toBeNull();
  });
});

describe('messageKind and isPrivateUpload', () => {
  it('reads the flag (absent or other: text)', () => {
    expect(messageKind({})).toBe('text');
    expect(messageKind({ flag: 1 })).toBe('text');
    expect(messageKind({ flag: 7 })).toBe('text');
    expect(messageKind({ flag: 2 })).toBe('image');
    expect(messageKind({ flag: 3 })).toBe('goods');
  });

  it('tells a private upload', () => {
    expect(isPrivateUpload('/service/v1/upload/private/2026/01/a.webp')).toBe(true);
    expect(isPrivateUpload('/uploads/u/2026/01/a.webp')).toBe(false);
  });
});

describe('lastOwnIndex (issue 19: read/unread under the last own message only)', () => {
  const own = (m: { own: boolean }) => m.own;
  it("is the newest of the reader's own messages, whatever follows it", () => {
    expect(lastOwnIndex([{ own: true }, { own: true }, { own: false }], own)).toBe(1);
    expect(lastOwnIndex([{ own: false }, { own: true }, { own: false }, { own: true }], own)).toBe(3);
  });
  it("is -1 when none is the reader's or there is no message", () => {
    expect(lastOwnIndex([{ own: false }, { own: false }], own)).toBe(-1);
    expect(lastOwnIndex([], own)).toBe(-1);
  });
});
