import { StorageKey } from '@storefront/contract/constants';
import type { TodoResponse } from '@storefront/contract';
import { request } from '../../api/request.ts';
import { storage } from '../../lib/storage.ts';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import { routeIdx } from './route-idx.ts';

export type CmsNotice = NonNullable<TodoResponse['cms']>;

/** How many dismissed notices are remembered; older ones have long been passed by cmsLatestIdx. */
const READ_DIALOGS_KEPT = 200;

const isIdx = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The last notice idx this browser has seen (spec 3 stored values), 0 before any. */
export function cmsLatestIdx(): number {
  const stored = Number(storage.get(StorageKey.cmsLatestIdx));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

/** Notice idxs dismissed in this browser (spec 4 dialog: remembered locally as read). */
export function readDialogs(): number[] {
  const stored = storage.getJson<unknown>(StorageKey.readDialogs, []);
  return Array.isArray(stored) ? stored.filter(isIdx) : [];
}

function rememberRead(idx: number): void {
  const kept = readDialogs().filter((read) => read !== idx);
  storage.setJson(StorageKey.readDialogs, [...kept, idx].slice(-READ_DIALOGS_KEPT));
}

/**
 * Shows a notice from the todo poll once (spec 4): not when already dismissed here or when the
 * current page is that notice's idx, and then its idx becomes the latest seen at once. A notice it
 * shows becomes the latest seen when it is closed, as it is remembered as read and reported with
 * cms/readed: one that was replaced by another dialog, or left with a page that reloaded before
 * anyone closed it, is offered again by the next poll instead of being lost.
 */
export function handleCmsNotice(cms: CmsNotice): void {
  // Another tab of this browser has already taken it.
  if (cms.idx <= cmsLatestIdx()) return;
  const messages = useMessageStore.getState();
  // Opening now would replace a dialog the user is reading (this notice, too): the next poll offers it again.
  if (messages.dialog !== null) return;
  if (readDialogs().includes(cms.idx) || routeIdx(window.location.pathname, window.location.search) === cms.idx) {
    storage.set(StorageKey.cmsLatestIdx, String(cms.idx));
    return;
  }
  messages.openDialog({
    idx: cms.idx,
    title: cms.title,
    message: cms.content,
    onClosed: () => {
      storage.set(StorageKey.cmsLatestIdx, String(cms.idx));
      rememberRead(cms.idx);
      void request('cms/readed', { idx: cms.idx });
    },
  });
}
