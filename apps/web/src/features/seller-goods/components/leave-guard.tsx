import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes: a link followed inside the app waits for the
 * answer (the app's router is not a data router, so links are caught at the document), and
 * closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('seller.goods.leave.title')}
      text={t('seller.goods.leave.text')}
      confirmLabel={t('seller.goods.leave.confirm')}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to) void navigate(to);
      }}
      onCancel={() => setPending(null)}
    />
  );
}
