import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Modal } from '../../components/modal.tsx';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { ConnectionBanner } from '../../components/chat/connection-banner.tsx';
import { MessageList } from './message-list.tsx';
import { PmHeader } from './pm-header.tsx';
import { usePmScreen, usePmSubject } from './pm-data.ts';
import { SendBox } from './send-box.tsx';
import { SubjectList } from './subject-list.tsx';
import './pm.css';

/**
 * The private-message screen (spec 2.4): a full-screen dialog with the seller header, the
 * conversation list on the left and the chat on the right; under 640 px one pane at a time.
 * Loaded on demand: the header's trigger imports it when first opened.
 */
export default function PmScreen() {
  const { t } = useTranslation();
  const open = usePmScreen((state) => state.open);
  const subjectIdx = usePmScreen((state) => state.subjectIdx);
  const close = usePmScreen((state) => state.close);
  const select = usePmScreen((state) => state.select);
  const mobile = useIsMobile();
  // Spec 2.4: on mobile with a conversation open, the close button goes back to the list.
  const back = mobile && subjectIdx !== null;
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('pm.title')}
      variant="fullscreen"
      className="pm-screen"
      hideTitle
      onCloseButton={back ? () => select(null) : close}
      closeLabel={back ? t('pm.back') : t('common.close')}
      closeIcon={back ? ArrowLeft : undefined}
    >
      <PmScreenBody subjectIdx={subjectIdx} mobile={mobile} onSelect={select} onClose={close} />
    </Modal>
  );
}

interface BodyProps {
  subjectIdx: number | null;
  mobile: boolean;
  onSelect: (subjectIdx: number) => void;
  onClose: () => void;
}

/** Mounted while the screen is open only, so nothing is fetched before it is. */
function PmScreenBody({ subjectIdx, mobile, onSelect, onClose }: BodyProps) {
  const { t } = useTranslation();
  const subject = usePmSubject(subjectIdx);
  const showList = !mobile || subjectIdx === null;
  const showChat = !mobile || subjectIdx !== null;
  return (
    <div className={`pm-screen__layout${mobile ? ' pm-screen__layout--mobile' : ''}`}>
      <PmHeader subject={subject} />
      <div className="pm-screen__panes">
        {/* Hidden rather than unmounted on mobile: the list keeps its rows and scroll position. */}
        <div className="pm-screen__list" hidden={!showList}>
          <SubjectList selectedIdx={subjectIdx} onSelect={onSelect} />
        </div>
        {showChat && (
          <div className="pm-screen__chat">
            <ConnectionBanner />
            {subject ? (
              <MessageList key={subject.idx} subject={subject} onOpenGoods={onClose} />
            ) : (
              <div className="chat-messages chat-messages--none">
                {subjectIdx === null ? (
                  <EmptyState icon={MessagesSquare} title={t('pm.messages.choose')} />
                ) : (
                  <p className="chat-pane-state">{t('common.loading')}</p>
                )}
              </div>
            )}
            <SendBox subjectIdx={subjectIdx} shopIdx={subject?.shopIdx ?? null} />
          </div>
        )}
      </div>
    </div>
  );
}
