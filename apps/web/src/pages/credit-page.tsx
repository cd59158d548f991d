import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { HelpLayout } from '../features/help/components/help-layout.tsx';
import { CREDIT_DOC } from '../features/help/help-docs.ts';

/** /credit (spec 2.1): how the buyer credit score works, laid out like the help centre. */
export default function CreditPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`${CREDIT_DOC.base}.title`)}>
      <HelpLayout doc={CREDIT_DOC} />
    </PageFrame>
  );
}
