import type { CurrentUser } from '@storefront/contract';
import { Code } from '@storefront/contract/codes';
import { CART_MAX_LINES } from '@storefront/contract/constants';
import { request } from '../../api/request.ts';
import { storage } from '../../lib/storage.ts';
import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import type { CartItem } from './cart-rules.ts';
import { useCartStore } from './cart-store.ts';

/** Changes are sent this long after the last one, so a run of stepper clicks is one save. */
export const CART_SAVE_DELAY_MS = 500;
/** A merge answered after the cart changed again is retried this often at most. */
const MERGE_ATTEMPTS = 3;

/**
 * Whose server cart this device's cart mirrors, and whether it holds changes not yet saved. A
 * page load that finds its own, fully saved mirror takes the server's cart as it is (so a line
 * removed on another device stays removed); anything else (a guest cart, another account,
 * unsaved changes) is merged.
 */
export const CART_OWNER_KEY = 'shop_cart_owner';
interface CartOwner {
  idx: number;
  dirty: boolean;
}
const readOwner = (): CartOwner | null => {
  const owner = storage.getJson<Partial<CartOwner> | null>(CART_OWNER_KEY, null);
  return owner && typeof owner.idx === 'number' ? { idx: owner.idx, dirty: owner.dirty === true } : null;
};
const writeOwner = (owner: CartOwner) => storage.setJson(CART_OWNER_KEY, owner);

const signedInIdx = (user: Partial<CurrentUser>): number | null => (isSignedIn(user) ? user.idx : null);
const wire = (items: readonly CartItem[]) => ({ items: items.slice(0, CART_MAX_LINES) });

/**
 * Keeps a signed-in buyer's cart on the server so it follows them to another device. When the
 * current user gains an idx (a sign-in, or a page load that restores one), the local cart is
 * merged into the stored one (cart/merge: a union, never a sum) and the answer becomes the
 * local cart, unless this device's cart is already that user's saved mirror, in which case the
 * stored cart (cart/get) replaces it; after that each change is saved (cart/save), debounced.
 * Signing out leaves the local cart as it is. Returns the function that stops it.
 */
export function startCartSync(): () => void {
  let userIdx: number | null = null;
  /** Saves start only once the merge for this user has come back. */
  let merged = false;
  let merging = false;
  let stopped = false;
  /** The items last sent or received, so a cart the server already has is not sent back. */
  let synced: CartItem[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;

  const merge = async (idx: number) => {
    merging = true;
    try {
      for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
        const sent = useCartStore.getState().items;
        const answer = await request('cart/merge', wire(sent));
        // Signed out, switched user or stopped meanwhile: this answer belongs to nobody now.
        if (stopped || userIdx !== idx) return;
        // A failed merge is tried again at the next change rather than overwriting anything.
        if (!answer || answer.code !== Code.ok || !answer.data) return;
        // A change made while the merge travelled is not lost: merge once more with it.
        if (useCartStore.getState().items !== sent && attempt < MERGE_ATTEMPTS - 1) continue;
        useCartStore.getState().replace(answer.data.items);
        synced = useCartStore.getState().items;
        merged = true;
        writeOwner({ idx, dirty: false });
        return;
      }
    } finally {
      merging = false;
    }
  };

  /** This device already mirrors the user's saved cart: take the stored one as it is. */
  const load = async (idx: number) => {
    merging = true;
    try {
      const answer = await request('cart/get', {});
      if (stopped || userIdx !== idx) return;
      // Changed meanwhile, or not answered: fall back to a merge, which loses nothing.
      if (!answer || answer.code !== Code.ok || !answer.data || readOwner()?.dirty) {
        merging = false;
        await merge(idx);
        return;
      }
      useCartStore.getState().replace(answer.data.items);
      synced = useCartStore.getState().items;
      merged = true;
      writeOwner({ idx, dirty: false });
    } finally {
      merging = false;
    }
  };

  const save = async () => {
    const items = useCartStore.getState().items;
    const idx = userIdx;
    if (idx === null || items === synced) return;
    synced = items;
    const answer = await request('cart/save', wire(items));
    // Not stored: send it again with the next change.
    if (!answer || answer.code !== Code.ok) synced = null;
    else if (userIdx === idx && useCartStore.getState().items === items) writeOwner({ idx, dirty: false });
  };

  function scheduleSave() {
    clearTimeout(timer);
    pending = true;
    timer = setTimeout(() => {
      pending = false;
      void save();
    }, CART_SAVE_DELAY_MS);
  }

  // Leaving the page (a reload, another site) sends a waiting change now rather than never.
  const flush = () => {
    if (!pending) return;
    clearTimeout(timer);
    pending = false;
    void save();
  };

  const onUser = (user: Partial<CurrentUser>) => {
    const idx = signedInIdx(user);
    if (idx === userIdx) return;
    if (idx === null && userIdx !== null) storage.remove(CART_OWNER_KEY);
    userIdx = idx;
    merged = false;
    synced = null;
    pending = false;
    clearTimeout(timer);
    if (idx === null) return;
    const owner = readOwner();
    void (owner?.idx === idx && !owner.dirty ? load(idx) : merge(idx));
  };

  const onCart = () => {
    if (userIdx === null) return;
    if (readOwner()?.idx === userIdx) writeOwner({ idx: userIdx, dirty: true });
    if (merged) scheduleSave();
    else if (!merging) void merge(userIdx);
  };

  const stopUser = useSessionStore.subscribe((state) => onUser(state.user));
  const stopCart = useCartStore.subscribe((state, previous) => {
    if (state.items !== previous.items) onCart();
  });
  onUser(useSessionStore.getState().user);
  window.addEventListener('pagehide', flush);

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    stopUser();
    stopCart();
  };
}
