import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useParams } from 'react-router';
import { PageFrame } from '../components/page-frame.tsx';
import { HelpLayout } from '../features/help/components/help-layout.tsx';
import { HELP_DOCS, isHelpTopic } from '../features/help/help-docs.ts';
import NotFoundPage from './not-found-page.tsx';

/** /help/privacy, /help/returns, /help/shipping and /help/seller (spec 2.1); any other topic is not found. */
export default function HelpPage() {
  const { t } = useTranslation();
  const { topic } = useParams();
  if (!isHelpTopic(topic)) return <NotFoundPage />;
  const doc = HELP_DOCS[topic];
  return (
    <PageFrame title={t(`${doc.base}.title`)}>
      <HelpLayout doc={doc} topic={topic} />
    </PageFrame>
  );
}
