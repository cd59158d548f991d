import type { RealtimeServer } from '../../serving/socket-types.ts';
import { userRoom } from '../../serving/rooms.ts';
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

  async message(sent: SentMessage): Promise<void> {
    for (const party of this.parties(sent)) {
      const position = sent.positions.get(party) ?? 0;
      this.io.to(userRoom(party)).emit('pm', { ...this.pm.viewFor(sent.message, party), position });
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
