import { CircleAlert, CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useMessageStore } from './message-store.ts';
import './message-host.css';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info, loading: LoaderCircle } as const;
const DURATION_MS = 3000;

/** The one global message (spec 9): a brief notice at the top, read out by screen readers. */
export function MessageHost() {
  const notice = useMessageStore((state) => state.notice);
  const hide = useMessageStore((state) => state.hideNotice);
  const hostRef = useRef<HTMLDivElement>(null);

  // An open modal dialog (the cart drawer, a popup) sits in the browser's top layer, above any
  // z-index: the host is a manual popover, raised into the top layer again for each new notice.
  useEffect(() => {
    const host = hostRef.current;
    if (!host || typeof host.showPopover !== 'function') return;
    host.hidePopover();
    host.showPopover();
  }, [notice]);

  useEffect(() => {
    if (!notice || notice.type === 'loading') return;
    const timer = setTimeout(() => hide(notice.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice, hide]);

  const Icon = notice ? ICONS[notice.type] : null;
  return (
    <div
      ref={hostRef}
      popover="manual"
      className="message-host"
      role={notice?.type === 'error' ? 'alert' : 'status'}
      aria-live="polite"
    >
      {notice && Icon && (
        <div key={notice.id} className={`message message--${notice.type}`} data-testid="message">
          <Icon size={18} aria-hidden="true" className={notice.type === 'loading' ? 'spin' : undefined} />
          <span>{notice.text}</span>
        </div>
      )}
    </div>
  );
}
