import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { createPortal } from 'react-dom';
import { Modal } from '../modal.tsx';
import './link-warning.css';

/** How much of a long address the warning shows; its host is named in full above it. */
const ADDRESS_SHOWN = 160;

/** A link of a message that leads off the site, as the warning names it. */
export interface LeavingLink {
  href: string;
  host: string;
}

/**
 * The warning a message's link to another site shows before it opens (issue 19 point 6): where it
 * leads and never to pay outside the site, with Continue (opens it in a new tab that learns
 * nothing of this one) and Cancel. Drawn on the body, so no message's style reaches it.
 */
export function LinkWarning({ link, onClose }: { link: LeavingLink; onClose: () => void }) {
  const { t } = useTranslation();
  const site = t('layout.header.brand');
  return createPortal(
    <Modal open onClose={onClose} title={t('chat.link.title')} className="link-warning">
      <p className="link-warning__text">{t('chat.link.warning', { site, host: link.host })}</p>
      <p className="link-warning__address">
        {link.href.length > ADDRESS_SHOWN ? `${link.href.slice(0, ADDRESS_SHOWN)}…` : link.href}
      </p>
      <div className="link-warning__buttons">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.open(link.href, '_blank', 'noopener,noreferrer');
            onClose();
          }}
        >
          {t('chat.link.continue')}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
