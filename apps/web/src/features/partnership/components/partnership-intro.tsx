import { Globe, MessageCircle, Wallet } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

const BENEFITS = [
  { key: 'reach', icon: Globe },
  { key: 'chat', icon: MessageCircle },
  { key: 'payouts', icon: Wallet },
] as const;

/** Why open a shop here: three short reasons above the form. */
export function PartnershipIntro() {
  const { t } = useTranslation();
  return (
    <section className="partnership-intro" aria-labelledby="partnership-intro-title">
      <h2 id="partnership-intro-title" className="partnership-intro__title">
        {t('partnership.intro.title')}
      </h2>
      <p className="partnership-intro__text">{t('partnership.intro.text')}</p>
      <ul className="partnership-intro__list">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li key={key} className="partnership-intro__item">
            <Icon size={22} aria-hidden="true" />
            <span>
              <strong>{t(`partnership.intro.${key}.title`)}</strong>
              <span>{t(`partnership.intro.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
