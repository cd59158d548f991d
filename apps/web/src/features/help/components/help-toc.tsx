import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { sectionAnchor, type HelpDoc } from '../help-docs.ts';

/** "On this page": links to each section; following one also moves keyboard focus there. */
export function HelpToc({ doc }: { doc: HelpDoc }) {
  const { t } = useTranslation();
  const titleId = `${doc.base.replace(/\./g, '-')}-toc`;
  // The router scrolls to the hash; focus follows on the next frame, once the URL has changed.
  const focusSection = (anchor: string) =>
    requestAnimationFrame(() => document.getElementById(anchor)?.focus({ preventScroll: true }));
  return (
    <nav className="help-toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="help-aside-title">
        {t('help.toc')}
      </h2>
      <ol className="help-toc__list">
        {doc.sections.map((section) => {
          const anchor = sectionAnchor(doc, section);
          return (
            <li key={section.id}>
              <Link className="help-toc__link" to={{ hash: anchor }} onClick={() => focusSection(anchor)}>
                {t(`${doc.base}.sections.${section.id}.title`)}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
