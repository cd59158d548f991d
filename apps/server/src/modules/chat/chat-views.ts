import type { ChatMessageRow } from './chat-kind.ts';

/**
 * A message's fields as every chat kind's wire shows them (spec 3), from one viewer's side: `owner`
 * is whether that viewer sent it (each kind decides: pm by account, live chat by side). The kind
 * adds the body as it shows it (pm's goods cards are objects).
 */
export function chatMessageFields<R extends ChatMessageRow>(row: R, owner: boolean) {
  const senderIdx: R['sender_idx'] = row.sender_idx;
  return {
    idx: row.idx,
    subjectIdx: row.subject_idx,
    flag: row.flag,
    owner,
    staff: row.staff,
    senderIdx,
    readed: row.readed,
    createAt: row.created_at.toISOString(),
    ...(row.edited_at ? { editAt: row.edited_at.toISOString() } : {}),
  };
}
