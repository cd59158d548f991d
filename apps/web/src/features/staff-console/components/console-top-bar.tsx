import { STAFF_PRESENCES, type StaffPresenceStatus } from '@storefront/contract/constants';
import { ClipboardCheck, MessageSquareText, MessagesSquare, ShieldCheck, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { notify } from '../../../components/dialogs/message-store.ts';
import type { ConsoleSnapshot } from '../console-cache.ts';
import { setPresence } from '../console-data.ts';
import { useConsoleStore } from '../console-store.ts';
import { CannedDialog } from './canned-dialog.tsx';

export type ConsoleView = 'chat' | 'applications' | 'admin';

/**
 * The console's bar: views (chat, shop applications, and for admins running the marketplace),
 * presence, routing, sound, canned answers.
 */
export function ConsoleTopBar({
  snapshot,
  view,
  admin = false,
}: {
  snapshot: ConsoleSnapshot | undefined;
  view: ConsoleView;
  admin?: boolean;
}) {
  const { t } = useTranslation();
  const sound = useConsoleStore((state) => state.sound);
  const setSound = useConsoleStore((state) => state.setSound);
  const [cannedOpen, setCannedOpen] = useState(false);
  const [pending, setPending] = useState<StaffPresenceStatus | null>(null);

  const choose = async (status: StaffPresenceStatus) => {
    setPending(status);
    const result = await setPresence(status);
    setPending(null);
    if (!result.ok) notify.error(result.message);
  };

  return (
    <div className="console-bar">
      <nav className="console-bar__views" aria-label={t('staff.console.views')}>
        <Link
          to="/staff"
          className={`console-bar__view${view === 'chat' ? ' console-bar__view--current' : ''}`}
          aria-current={view === 'chat' ? 'page' : undefined}
        >
          <MessagesSquare size={18} aria-hidden="true" /> {t('staff.console.chatView')}
        </Link>
        <Link
          to="/staff?view=applications"
          className={`console-bar__view${view === 'applications' ? ' console-bar__view--current' : ''}`}
          aria-current={view === 'applications' ? 'page' : undefined}
        >
          <ClipboardCheck size={18} aria-hidden="true" /> {t('staff.applications.title')}
        </Link>
        {admin && (
          <Link
            to="/staff?view=admin"
            className={`console-bar__view${view === 'admin' ? ' console-bar__view--current' : ''}`}
            aria-current={view === 'admin' ? 'page' : undefined}
          >
            <ShieldCheck size={18} aria-hidden="true" /> {t('staff.admin.title')}
          </Link>
        )}
      </nav>
      {snapshot && (
        <div className="console-bar__tools">
          <div className="console-presence" role="radiogroup" aria-label={t('staff.console.presence.label')}>
            {STAFF_PRESENCES.map((status) => (
              <button
                key={status}
                type="button"
                role="radio"
                aria-checked={snapshot.me.status === status}
                disabled={pending !== null}
                className={`console-presence__option console-presence__option--${status}`}
                onClick={() => void choose(status)}
              >
                <span className="console-presence__dot" aria-hidden="true" />
                {t(`staff.console.presence.${status}`)}
              </button>
            ))}
          </div>
          <span className="console-bar__routing">
            {t(`staff.console.routing.${snapshot.routing}`, { cap: snapshot.cap })}
          </span>
          <button
            type="button"
            className="console-icon-button"
            aria-pressed={sound}
            aria-label={t('staff.console.sound')}
            title={t('staff.console.sound')}
            onClick={() => setSound(!sound)}
          >
            {sound ? <Volume2 size={18} aria-hidden="true" /> : <VolumeX size={18} aria-hidden="true" />}
          </button>
          <button type="button" className="button" onClick={() => setCannedOpen(true)}>
            <MessageSquareText size={18} aria-hidden="true" /> {t('staff.console.canned.manage')}
          </button>
        </div>
      )}
      <CannedDialog open={cannedOpen} onClose={() => setCannedOpen(false)} />
    </div>
  );
}
