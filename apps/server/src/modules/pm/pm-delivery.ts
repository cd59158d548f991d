import type { RealtimeServer } from '../../serving/socket-types.ts';
import { userLanguageRoom, userRoom } from '../../serving/rooms.ts';
import type { PmChangeResult, PmService, ReadMark, RevokedMessage, SentMessage } from './pm-service.ts';

/**
 * What the parties' clients hear of a change, sent to the rooms of the two parties only (every
 * tab of each). Each party gets the change from their own side (`owner`) with their own position;
 * the party whose unread total changed gets `pm.init` with the new total, so every tab's badge agrees.
 */
export class PmDelivery {
  constructor(
    private readonly io: RealtimeServer,
    private readonly pm: PmService,
  ) {}

  private parties(change: PmChangeResult): number[] {
    return [change.subject.buyer_idx, change.subject.seller_idx];
  }

  /**
   * A new message. A goods card is titled per reader (issue 20, point 2): each language its
   * product has a translation into gets that title in the party's room of that language; every
   * other socket of the party gets the title it was sent with. One look-up of the product's
   * translations per card; any other message is one emit per party as before.
   */
  async message(sent: SentMessage): Promise<void> {
    const titles = await this.pm.cardTitles(sent.message);
    for (const party of this.parties(sent)) {
      const message = { ...this.pm.viewFor(sent.message, party), position: sent.positions.get(party) ?? 0 };
      const { body } = message;
      if (titles.size === 0 || typeof body !== 'object') {
        this.io.to(userRoom(party)).emit('pm', message);
        continue;
      }
      const translated = [...titles.keys()].map((lang) => userLanguageRoom(party, lang));
      this.io.to(userRoom(party)).except(translated).emit('pm', message);
      for (const [lang, title] of titles) {
        this.io.to(userLanguageRoom(party, lang)).emit('pm', { ...message, body: { ...body, title } });
      }
    }
    await this.unread(sent);
  }

  async revoke(revoked: RevokedMessage): Promise<void> {
    const { message } = revoked;
    for (const party of this.parties(revoked)) {
      const position = revoked.positions.get(party) ?? 0;
      this.io
        .to(userRoom(party))
        .emit('pm.revoke', { idx: message.idx, subjectIdx: message.subject_idx, readed: message.readed, position });
    }
    await this.unread(revoked);
  }

  async read(mark: ReadMark): Promise<void> {
    if (mark.upToIdx !== null) {
      for (const party of this.parties(mark)) {
        const position = mark.positions.get(party) ?? 0;
        this.io.to(userRoom(party)).emit('pm.readed', {
          subjectIdx: mark.subject.idx,
          readerIdx: mark.readerIdx,
          upToIdx: mark.upToIdx,
          position,
        });
      }
    }
    await this.unread(mark);
  }

  private async unread(change: PmChangeResult): Promise<void> {
    if (change.unreadChangedFor === null) return;
    const party = change.unreadChangedFor;
    const position = change.positions.get(party);
    const inbox =
      change.recipientUnread !== undefined && position !== undefined
        ? { unread: change.recipientUnread, position }
        : await this.pm.inboxAt(party, position);
    this.io.to(userRoom(party)).emit('pm.init', inbox);
  }
}
