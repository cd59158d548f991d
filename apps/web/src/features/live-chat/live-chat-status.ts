import type { LiveChatState } from '@storefront/contract';
import type { Translate } from '../../lib/i18n/texts.ts';

/**
 * What the shopper is told while they wait (issue 13): the agent answering, their place in the
 * queue, that staff are online, or, with nobody online, that the message is kept and answered here.
 */
export function statusText(state: LiveChatState | null, t: Translate): string {
  if (!state) return t('live.status.starting');
  switch (state.status) {
    case 'ended':
      return t('live.status.ended');
    case 'assigned':
      return state.agent ? t('live.status.assigned', { name: state.agent.name }) : t('live.status.staffOnline');
    case 'queued':
      if (!state.staffOnline) return t('live.status.nobody');
      return state.place ? t('live.status.queued', { place: state.place }) : t('live.status.staffOnline');
    default:
      return state.staffOnline ? t('live.status.open') : t('live.status.nobody');
  }
}
