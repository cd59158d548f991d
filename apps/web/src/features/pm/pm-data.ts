import type { GoodsCard, PmMessage, PmSubject } from '@storefront/contract';
import { create } from 'zustand';

/**
 * The private-message data layer (spec 4): what the screen reads and does. Server data lives in
 * the TanStack Query cache (subjects, messages, unread total), fed by the calls of spec 7.3 and by
 * the socket's events; only what the shopper chose (screen open, subject chosen) is client state.
 *
 * INTERFACE FIRST: the bodies are filled in by the data-layer commit; the screen codes against
 * these signatures and must not change them without the data layer's author.
 */

/** The screen's own state: whether it is open and which conversation is chosen. */
export interface PmScreenState {
  open: boolean;
  /** The chosen conversation; null when none is (spec 5: plsChoiceSubject). */
  subjectIdx: number | null;
  /** Opens the screen, on a conversation when given. */
  openScreen(subjectIdx?: number): void;
  /** Chooses a conversation (null: back to the list on mobile). */
  select(subjectIdx: number | null): void;
  close(): void;
}

export const usePmScreen = create<PmScreenState>((set) => ({
  open: false,
  subjectIdx: null,
  openScreen: (subjectIdx) => set((state) => ({ open: true, subjectIdx: subjectIdx ?? state.subjectIdx })),
  select: (subjectIdx) => set({ subjectIdx }),
  close: () => set({ open: false }),
}));

export interface PmSubjectsView {
  /** Newest update first. */
  subjects: PmSubject[];
  isLoading: boolean;
  isError: boolean;
  /** False once a page came back with fewer than 10 rows (spec 9: the pager's end test). */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

export interface PmMessagesView {
  /** Oldest first; revoked messages are left out. */
  messages: PmMessage[];
  isLoading: boolean;
  isError: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Loads the next older page (20); resolves when it is in `messages`. */
  loadOlder(): Promise<void>;
  retry(): void;
}

/** What a send, revoke or remark answered: ok, or the server's translated message. */
export type PmResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

export type PmOutgoing = { flag?: undefined; body: string } | { flag: 2; body: string } | { flag: 3; body: GoodsCard };

function notReady(): never {
  throw new Error('the private-message data layer is not filled in yet');
}

/** The conversation list (pm/subject/list, 10 a page), kept current by the socket's events. */
export function usePmSubjects(): PmSubjectsView {
  return notReady();
}

/** One subject from the cache (or fetched with fetchSubject when it is not in a loaded page). */
export function usePmSubject(subjectIdx: number | null): PmSubject | null {
  void subjectIdx;
  return notReady();
}

/**
 * A conversation's messages (pm/message/list, 20 a page). While the screen shows it, incoming
 * messages are marked read (pm.readed) instead of counted (spec 4).
 */
export function usePmMessages(subjectIdx: number | null): PmMessagesView {
  void subjectIdx;
  return notReady();
}

/** Spec 4 sending permission: connected and no send in progress. */
export function usePmCanSend(): boolean {
  return notReady();
}

/** The signed-in user's unread total (the header badge), the same in every tab. */
export function usePmUnreadTotal(): number {
  return notReady();
}

/**
 * Sends a message over the socket with a client id; ok only when the ack's idx is above 0
 * (spec 4). The stored message is in the cache by the time this resolves.
 */
export function sendPm(subjectIdx: number, message: PmOutgoing): Promise<PmResult<{ idx: number }>> {
  void subjectIdx;
  void message;
  return notReady();
}

/** Revokes one's own message (within 2 minutes; the server has the last word). */
export function revokePm(idx: number): Promise<PmResult> {
  void idx;
  return notReady();
}

/** subject/remark/submit; on success the subject's remark is updated in the cache. */
export function saveRemark(subjectIdx: number, remark: string): Promise<PmResult<{ remark: string }>> {
  void subjectIdx;
  void remark;
  return notReady();
}

/**
 * 'Chat with seller': the conversation with a shop (created on first use), put in the cache,
 * the screen opened on it; with `goods`, that product is sent as a card (flag 3) once it shows.
 */
export function chatWithShop(shopIdx: number, goods?: GoodsCard): Promise<PmResult<{ subjectIdx: number }>> {
  void shopIdx;
  void goods;
  return notReady();
}
