import { lazy } from 'react';

// The panel and its texts (the pack's later part, lib/i18n/pack-parts.ts), loaded together. Kept
// out of the trigger's chunk: the list of files they need would weigh on every first visit.
const LiveChatPanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('./live-chat-panel.tsx'),
    import('../../lib/i18n/extra-texts.ts').then((texts) => texts.loadLaterTexts()),
  ]);
  return { default: panel.LiveChatPanel };
});

/** What the trigger loads when the panel first opens. */
export function LiveChatPanelHost() {
  return <LiveChatPanel />;
}
