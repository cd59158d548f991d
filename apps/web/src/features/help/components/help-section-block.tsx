import { ArrowRight, Mail } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { sectionAnchor, type HelpDoc, type HelpLink, type HelpSection } from '../help-docs.ts';
import { useNumberedTexts } from '../use-numbered-texts.ts';

interface Props {
  doc: HelpDoc;
  section: HelpSection;
}

/** One section of a help document: its heading, then its text blocks in a fixed order. */
export function HelpSectionBlock({ doc, section }: Props) {
  const { t } = useTranslation();
  const { texts, terms } = useNumberedTexts();
  const key = `${doc.base}.sections.${section.id}`;
  const anchor = sectionAnchor(doc, section);
  const steps = texts(`${key}.steps`);
  const items = texts(`${key}.items`);
  const termList = terms(`${key}.terms`);
  return (
    <section className="help-section" aria-labelledby={anchor}>
      {/* Focusable so the table of contents can move keyboard focus here, not only the view. */}
      <h2 id={anchor} className="help-section__title" tabIndex={-1}>
        {t(`${key}.title`)}
      </h2>
      {texts(`${key}.paragraphs`).map((text, n) => (
        <p key={n}>{text}</p>
      ))}
      {steps.length > 0 && (
        <ol className="help-section__steps">
          {steps.map((text, n) => (
            <li key={n}>{text}</li>
          ))}
        </ol>
      )}
      {items.length > 0 && (
        <ul className="help-section__items">
          {items.map((text, n) => (
            <li key={n}>{text}</li>
          ))}
        </ul>
      )}
      {termList.length > 0 && (
        <dl className="help-section__terms">
          {termList.map(({ term, detail }, n) => (
            <div key={n} className="help-section__term">
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      )}
      {texts(`${key}.notes`).map((text, n) => (
        <p key={n} className="help-section__note">
          {text}
        </p>
      ))}
      {section.links && (
        <div className="help-section__links">
          {section.links.map((link) => (
            <HelpLinkButton key={link.key} link={link} label={`${key}.links.${link.key}`} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A section's call to action: a router link as a button, or a mailto link as text (long addresses wrap). */
export function HelpLinkButton({ link, label }: { link: HelpLink; label: string }) {
  const { t } = useTranslation();
  if (link.to.startsWith('mailto:')) {
    return (
      <a className="help-mail" href={link.to}>
        <Mail size={16} aria-hidden="true" />
        {t(label, { email: link.to.slice('mailto:'.length) })}
      </a>
    );
  }
  return (
    <Link className="button help-link" to={link.to}>
      {t(label)}
      <ArrowRight size={16} aria-hidden="true" />
    </Link>
  );
}
