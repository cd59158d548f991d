import { liveConversationCache } from '../../chat/live-conversation.ts';

/** The widget's entries in the query cache. */
export const liveChatKeys = {
  all: ['liveChat'] as const,
  messages: (subjectIdx: number) => ['liveChat', 'messages', subjectIdx] as const,
};

/** The widget's conversations: the chat core's conversation cache under `liveChatKeys.messages`. */
export const liveChatMessages = liveConversationCache(liveChatKeys.messages);
