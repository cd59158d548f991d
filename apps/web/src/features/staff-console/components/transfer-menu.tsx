import type { LiveAgent } from '@storefront/contract';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { notify } from '../../../components/dialogs/message-store.ts';
import { transferConversation } from '../console-data.ts';

/** Hands the conversation to another agent who is not offline; each shown with their presence and load. */
export function TransferMenu({
  subjectIdx,
  agents,
  meIdx,
}: {
  subjectIdx: number;
  agents: LiveAgent[];
  meIdx: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const candidates = agents.filter((agent) => agent.idx !== meIdx && agent.status !== 'offline');

  const transfer = async (agent: LiveAgent) => {
    setBusy(true);
    const result = await transferConversation(subjectIdx, agent.idx);
    setBusy(false);
    setOpen(false);
    if (result.ok) notify.success(t('staff.console.transfer.done', { name: agent.name }));
    else notify.error(result.message);
  };

  return (
    <div
      className="console-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" className="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <ArrowRightLeft size={18} aria-hidden="true" /> {t('staff.console.transfer.button')}
      </button>
      {open && (
        <div id={id} className="console-menu__popup" role="group" aria-label={t('staff.console.transfer.title')}>
          {candidates.length === 0 ? (
            <p className="console-row__meta">{t('staff.console.transfer.nobody')}</p>
          ) : (
            <ul className="console-list__plain">
              {candidates.map((agent) => (
                <li key={agent.idx}>
                  <button
                    type="button"
                    className="console-menu__item"
                    disabled={busy}
                    onClick={() => void transfer(agent)}
                  >
                    <span
                      className={`console-presence__dot console-presence__dot--${agent.status}`}
                      aria-hidden="true"
                    />
                    <span className="console-menu__name">{agent.name}</span>
                    <span className="console-row__meta">
                      {t(`staff.console.presence.${agent.status}`)} ·{' '}
                      {t('staff.console.transfer.load', { count: agent.open })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
