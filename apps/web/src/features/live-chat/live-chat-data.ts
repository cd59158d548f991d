import { useEffect } from 'react';
import { useLiveMessagePages, type LiveMessagesView } from '../../chat/live-conversation.ts';
import { liveChatMessages } from './live-chat-cache.ts';
import { startLiveChat } from './live-chat-live.ts';
import { useLiveChat } from './live-chat-store.ts';

/*
 * What the panel reads of a conversation's messages (spec 4, 7.3, 7.4): the newest page over the
 * socket (`liveChat.history`), older pages of 10 through `/live/chat/message/list`, until a page of
 * fewer than 10 (chat/live-conversation.ts). Live events keep the cache current (live-chat-live.ts).
 */
export function useLiveMessages(): LiveMessagesView {
  useEffect(() => {
    startLiveChat();
  }, []);
  const subjectIdx = useLiveChat((state) => state.subjectIdx);
  return useLiveMessagePages(liveChatMessages, subjectIdx);
}
