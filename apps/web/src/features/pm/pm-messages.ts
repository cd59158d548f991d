import type { PmMessage } from '@storefront/contract';
import { conversationCache } from '../../chat/conversation-cache.ts';
import { pmKeys } from './pm-cache.ts';

/** The conversations' messages: the chat core's conversation cache under `pmKeys.messages`. */
export const pmMessages = conversationCache<PmMessage>(pmKeys.messages);

/** The private messages' read rule: read by `readerIdx`, the messages they did not write turn 'read'. */
export const writtenToPmReader =
  (readerIdx: number) =>
  (message: PmMessage): boolean =>
    message.senderIdx !== readerIdx;
