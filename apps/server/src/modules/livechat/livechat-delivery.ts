import { SOCKET_ACK_TIMEOUT_MS } from '@storefront/contract';
import { guestRoom, STAFF_ROOM, userRoom } from '../../serving/rooms.ts';
import type { RealtimeServer } from '../../serving/socket-types.ts';
import { shopperOfSubject, type LiveActor } from './livechat-policy.ts';
import { shopperParty, staffSideParty, type SubjectRow } from './livechat-repository.ts';
import type {
  LiveChangeResult,
  LiveMessageChange,
  LivechatService,
  ReadMark,
  SentLiveMessage,
} from './livechat-service.ts';
import { messageView } from './livechat-views.ts';

/** The shopper's rooms: every tab of the account, or of the guest's browser. */
export const shopperRoom = (subject: Pick<SubjectRow, 'user_idx' | 'guest_id'>): string => {
  const shopper = shopperOfSubject(subject);
  return shopper.userIdx !== null ? userRoom(shopper.userIdx) : guestRoom(shopper.guestId);
};
/** The staff side of a conversation: its agent's tabs, or every console while nobody has it. */
export const staffRoom = (subject: Pick<SubjectRow, 'status' | 'staff_idx'>): string =>
  subject.status === 'assigned' && subject.staff_idx !== null ? userRoom(subject.staff_idx) : STAFF_ROOM;

/**
 * How long after a message is sent its recipients' answers may come for the send's own reads (the
 * shopper's unread total, the consoles' row) still to stand; after longer, they are read again.
 */
const SEND_READS_FRESH_MS = 250;

/** A recipient's answer to an incoming message: whether its panel showed it. */
const isReadAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && 'readed' in answer && answer.readed === true;

/** A side's position for a change, as the events carry it (none for a change that recorded none). */
function positionFor(change: LiveChangeResult, side: 'shopper' | 'staff'): { position?: number } {
  const { subject } = change;
  const party = side === 'shopper' ? shopperParty(shopperOfSubject(subject)) : staffSideParty(subject.idx);
  const position = change.positions.get(party);
  return position === undefined ? {} : { position };
}

/**
 * What the clients hear of a live-chat change: the shopper's side in their party room (every tab),
 * the staff's side in the agent's room (or the staff room while queued), conversation rows to the
 * consoles (conversation below); each side with its own position in its change log (the
 * shopper's, the conversation's staff side), so a client that reconnects catches up exactly
 * (`liveChat.since`). An incoming message asks its recipient whether it was
 * read (the widget's panel, the console's open conversation): read, it is marked so and the sender
 * hears `liveChat.readed`; unread, the recipient's counter stands (`liveChat.init` to the shopper,
 * the row to the consoles). What these need was read by the change's own statement: a delivery
 * reads no table but the people's cards a process has not seen lately.
 */
export class LivechatDelivery {
  constructor(
    private readonly io: RealtimeServer,
    private readonly live: LivechatService,
  ) {}

  /**
   * Set when the server closes: an incoming message's read answer may still be due (up to
   * SOCKET_ACK_TIMEOUT_MS), and presence changes as the sockets go; neither may then touch the
   * database or the adapter that are closing too. The count stands: it was made when stored.
   */
  private closed = false;
  /** Read answers still awaited: closing ends the wait (nothing is read then). */
  private readonly waiting = new Set<() => void>();
  /** Deliveries started by presence changes (not by an event, which the socket server awaits). */
  private readonly running = new Set<Promise<unknown>>();

  async close(): Promise<void> {
    this.closed = true;
    for (const stop of this.waiting) stop();
    await Promise.allSettled([...this.running]);
  }

  /** Resolves once the deliveries no event awaits (`track`) that run now are done. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /** Runs a delivery that no event awaits, so that closing waits for it. */
  track(work: () => Promise<void>): void {
    if (this.closed) return;
    const running = work().catch(() => undefined);
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
  }

  async message(sent: SentLiveMessage): Promise<void> {
    const { message, subject } = sent;
    const shopper: LiveActor = shopperOfSubject(subject);
    const agent: LiveActor = {
      kind: 'staff',
      idx: message.staff && message.sender_idx !== null ? message.sender_idx : 0,
    };
    const toShopper = { ...messageView(message, shopper), ...positionFor(sent, 'shopper') };
    const toStaff = { ...messageView(message, agent), ...positionFor(sent, 'staff') };
    const [senderRoom, senderView, recipientRoom, recipientView] = message.staff
      ? [staffRoom(subject), toStaff, shopperRoom(subject), toShopper]
      : [shopperRoom(subject), toShopper, staffRoom(subject), toStaff];
    // The sender's other tabs show it too; the sender's own answer about reading it means nothing.
    this.io.to(senderRoom).emit('liveChat', senderView);
    await new Promise<void>((resolve) => {
      const stop = () => {
        this.waiting.delete(stop);
        resolve();
      };
      this.waiting.add(stop);
      const asked = Date.now();
      // socket.io answers with those that came in time (a tab that closed, a phone asleep, do not).
      this.io
        .to(recipientRoom)
        .timeout(SOCKET_ACK_TIMEOUT_MS)
        .emit('liveChat', recipientView, (error, answers) => {
          if (this.closed || !this.waiting.delete(stop)) return resolve();
          const readed = (answers ?? []).some((answer) => isReadAnswer(answer));
          // What the send's statement read is current while the answers come at once; after a
          // wait (a tab that did not answer) the conversation may have moved on: read it again.
          const current = !error && Date.now() - asked <= SEND_READS_FRESH_MS;
          // As every delivery no event awaits (`track`): a failure leaves the next change to tell.
          void this.settle(sent, readed, current)
            .catch(() => undefined)
            .finally(resolve);
        });
    });
    if (sent.queued) await this.queueMoved();
  }

  private async settle(sent: SentLiveMessage, readed: boolean, current: boolean): Promise<void> {
    const mark = readed ? await this.live.readOnDelivery(sent.message) : null;
    if (mark) await this.read(mark);
    else if (sent.message.staff) await this.init(current ? sent : sent.subject);
    else if (current) await this.conversation(sent);
    else await this.conversationTo(staffRoom(sent.subject), sent.subject.idx);
  }

  /** The reader's side marked the other's messages read: the other side hears it; counters follow. */
  async read(mark: ReadMark): Promise<void> {
    const { subject } = mark;
    if (mark.upToIdx !== null) {
      const [to, side] =
        mark.reader === 'shopper' ? [staffRoom(subject), 'staff' as const] : [shopperRoom(subject), 'shopper' as const];
      this.io.to(to).emit('liveChat.readed', {
        subjectIdx: subject.idx,
        upToIdx: mark.upToIdx,
        reader: mark.reader,
        ...positionFor(mark, side),
      });
    }
    if (mark.reader === 'shopper') await this.init(mark);
    else await this.conversation(mark);
  }

  async edit(change: LiveMessageChange): Promise<void> {
    const { message, subject } = change;
    const edit = {
      idx: message.idx,
      subjectIdx: message.subject_idx,
      body: message.body,
      ...(message.edited_at ? { editAt: message.edited_at.toISOString() } : {}),
    };
    this.io.to(shopperRoom(subject)).emit('liveChat.edit', { ...edit, ...positionFor(change, 'shopper') });
    this.io.to(staffRoom(subject)).emit('liveChat.edit', { ...edit, ...positionFor(change, 'staff') });
    await this.conversation(change);
  }

  async delete(change: LiveMessageChange): Promise<void> {
    const { message, subject } = change;
    const deleted = { idx: message.idx, subjectIdx: message.subject_idx };
    this.io.to(shopperRoom(subject)).emit('liveChat.delete', { ...deleted, ...positionFor(change, 'shopper') });
    this.io.to(staffRoom(subject)).emit('liveChat.delete', { ...deleted, ...positionFor(change, 'staff') });
    if (!message.readed) await this.init(change);
    await this.conversation(change);
  }

  /** The shopper's unread total, state and position, to every tab of theirs, after a change (or afresh). */
  async init(change: LiveChangeResult | SubjectRow): Promise<void> {
    const subject = 'positions' in change ? change.subject : change;
    const init =
      'positions' in change ? await this.live.initAfter(change) : await this.live.init(shopperOfSubject(subject));
    this.io.to(shopperRoom(subject)).emit('liveChat.init', init);
  }

  /** The conversation's state to its shopper. */
  async state(subject: SubjectRow): Promise<void> {
    this.io.to(shopperRoom(subject)).emit('liveChat.state', await this.live.state(subject));
  }

  /**
   * The conversation's row to the consoles. A change of its state (read afresh, by idx) goes to
   * every console; a message, a read, an edit or a delete (built from the change's own reads)
   * goes to its staff side only: its agent's tabs, or every console while it waits in the queue.
   * Another agent's console sees the row change when it changes hands or ends, and reads any
   * conversation's messages when it opens it: a message costs its row one emit, not one per console.
   */
  async conversation(change: LiveChangeResult | number): Promise<void> {
    if (typeof change === 'number') return this.conversationTo(STAFF_ROOM, change);
    const view = await this.live.conversationAfter(change);
    if (view) this.io.to(staffRoom(change.subject)).emit('liveChat.conversation', view);
  }

  /** The conversation's row, read afresh, to `room`. */
  private async conversationTo(room: string, subjectIdx: number): Promise<void> {
    const view = await this.live.conversation(subjectIdx);
    if (view) this.io.to(room).emit('liveChat.conversation', view);
  }

  async agents(): Promise<void> {
    this.io.to(STAFF_ROOM).emit('liveChat.agents', { agents: await this.live.agents() });
  }

  /** A conversation changed state (assigned, transferred, ended): its shopper, the consoles, the loads. */
  async changed(subject: SubjectRow, { loads = false, queue = false } = {}): Promise<void> {
    await Promise.all([this.state(subject), this.conversation(subject.idx)]);
    if (loads) await this.agents();
    if (queue) await this.queueMoved();
  }

  /** The queue pass under way in this process, and the one asked for meanwhile (it starts after). */
  private queueRunning: Promise<void> | null = null;
  private queueWaiting: Promise<void> | null = null;

  /**
   * The queue moved (a conversation entered or left it) or an agent freed up: automatic routing
   * assigns what it can, and every queued shopper hears their place. A pass reads the whole queue,
   * so changes that come while one runs share the next one: clearing a queue of n conversations
   * costs a few passes, not n of them (n² rows read, issue 19).
   */
  queueMoved(): Promise<void> {
    if (this.queueWaiting) return this.queueWaiting;
    if (!this.queueRunning) return this.startQueuePass();
    const waiting = this.queueRunning
      .catch(() => undefined)
      .then(() => {
        this.queueWaiting = null;
        return this.startQueuePass();
      });
    this.queueWaiting = waiting;
    return waiting;
  }

  private startQueuePass(): Promise<void> {
    const running = this.queuePass().finally(() => {
      if (this.queueRunning === running) this.queueRunning = null;
    });
    this.queueRunning = running;
    return running;
  }

  /** One pass, in its turn among every process's (queue-passes.ts). */
  private queuePass(): Promise<void> {
    return this.live.passes.run(async (shown) => {
      if (this.closed) return shown;
      const assigned = await this.live.autoAssign();
      for (const subject of assigned) await Promise.all([this.state(subject), this.conversation(subject.idx)]);
      if (assigned.length > 0) await this.agents();
      // Only the shoppers whose place (or whether staff are online) changed hear of it: a conversation
      // joining the end of a queue of 300 moves nobody else.
      const told = new Map<number, string>();
      for (const { subject, state } of await this.live.queueStates()) {
        const now = `${state.place}:${state.staffOnline}`;
        told.set(subject.idx, now);
        if (shown.get(subject.idx) !== now) this.io.to(shopperRoom(subject)).emit('liveChat.state', state);
      }
      return told;
    });
  }

  /**
   * Queued conversations ended for waiting too long (livechat-expiry.ts): each shopper hears its
   * state and each console the ended row (gone from the queue); the places move once for all.
   */
  async expired(ended: SubjectRow[]): Promise<void> {
    if (this.closed) return;
    for (const subject of ended) await Promise.all([this.state(subject), this.conversation(subject.idx)]);
    await this.queueMoved();
  }

  /** An agent's presence changed: the consoles' agents, routing, and shoppers (whether staff are online). */
  async presenceChanged(): Promise<void> {
    if (this.closed) return;
    await this.agents();
    await this.queueMoved();
    for (const subject of await this.live.notEnded()) if (subject.status !== 'queued') await this.state(subject);
  }
}
