/** The widget's entries in the query cache (its pages change through api/live-chat-pages.ts). */
export const liveChatKeys = {
  all: ['liveChat'] as const,
  messages: (subjectIdx: number) => ['liveChat', 'messages', subjectIdx] as const,
};
