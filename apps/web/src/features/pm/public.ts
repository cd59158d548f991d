import type { GoodsCard } from '@storefront/contract';
import { notify } from '../../components/dialogs/message-store.ts';
import { usePmScreen } from './pm-screen-store.ts';

/**
 * What other features, pages and the app may use of private messages (eslint.config.js holds
 * features to this file). Everything here is small: the data layer and the screen load on demand.
 */
export { usePmUnreadTotal } from './pm-unread.ts';

/** Opens the private-message screen (the header's trigger). */
export function openPmScreen(): void {
  usePmScreen.getState().openScreen();
}

/**
 * 'Chat with seller' (spec 2.4, 3 chat2sbParams, 4): opens the conversation with the shop, created
 * on first use, and sends the product as a goods card. The caller makes it login-required.
 */
export async function chatWithSeller(shopIdx: number, goods?: GoodsCard): Promise<void> {
  const { chatWithShop } = await import('./pm-data.ts');
  const result = await chatWithShop(shopIdx, goods);
  if (!result.ok) notify.error(result.message);
}
