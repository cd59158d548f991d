import { Headset } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { SUPPORT_EMAIL, type HelpDoc, type HelpTopic } from '../help-docs.ts';
import '../help.css';
import { HelpLinkButton, HelpSectionBlock } from './help-section-block.tsx';
import { HelpToc } from './help-toc.tsx';
import { HelpTopicMenu } from './help-topic-menu.tsx';

interface Props {
  doc: HelpDoc;
  /** The help topic being read; none on pages outside the four topics (the credit page). */
  topic?: HelpTopic;
}

/**
 * The help centre's layout: topic menu, table of contents and the document. On large screens
 * the menu sits left and the contents right of a column of readable width; below 1024 px all
 * three stack, menu first.
 */
export function HelpLayout({ doc, topic }: Props) {
  const { t } = useTranslation();
  return (
    <div className="help-layout">
      <div className="help-layout__menu">
        <HelpTopicMenu current={topic} />
      </div>
      <div className="help-layout__toc">
        <HelpToc doc={doc} />
      </div>
      <article className="card help-article">
        <p className="help-article__intro">{t(`${doc.base}.intro`)}</p>
        {doc.sections.map((section) => (
          <HelpSectionBlock key={section.id} doc={doc} section={section} />
        ))}
        <section className="help-contact" aria-labelledby="help-contact-title">
          <Headset size={28} aria-hidden="true" className="help-contact__icon" />
          <div>
            <h2 id="help-contact-title" className="help-contact__title">
              {t('help.contact.title')}
            </h2>
            <p>{t('help.contact.text')}</p>
            <HelpLinkButton link={{ key: 'email', to: `mailto:${SUPPORT_EMAIL}` }} label="help.contact.email" />
          </div>
        </section>
      </article>
    </div>
  );
}
