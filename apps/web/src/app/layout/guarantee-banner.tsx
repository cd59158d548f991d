import { Headset, RotateCcw, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import './guarantee-banner.css';

const CELLS: { icon: LucideIcon; key: string }[] = [
  { icon: ShieldCheck, key: 'securePayment' },
  { icon: RotateCcw, key: 'protection' },
  { icon: Truck, key: 'shipping' },
  { icon: Headset, key: 'support' },
];

/** The guarantee banner above the footer (spec 2.8): four cells, each an icon and a short text. */
export function GuaranteeBanner() {
  const { t } = useTranslation();
  return (
    <section className="guarantee-banner" aria-label={t('layout.banner.label')}>
      <ul className="container guarantee-banner__list">
        {CELLS.map(({ icon: Icon, key }) => (
          <li key={key} className="guarantee-banner__cell">
            <span className="guarantee-banner__icon">
              <Icon size={24} aria-hidden="true" />
            </span>
            <span className="guarantee-banner__text">
              <strong className="guarantee-banner__title">{t(`layout.banner.${key}.title`)}</strong>
              <span className="guarantee-banner__detail">{t(`layout.banner.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
