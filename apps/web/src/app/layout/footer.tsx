import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useSessionStore } from '../../api/session-store.ts';
import { Image } from '../../components/image.tsx';
import { NewsletterForm } from '../../features/newsletter/newsletter-form.tsx';
import { footerColumns, type FooterEntry } from './footer-links.ts';
import { LogoMark } from './logo.tsx';
import { PaymentMarks } from './payment-marks.tsx';
import './footer.css';

/** Seeded partner shops whose monogram logos the server serves (`shop-<n>-96.webp`, `-192.webp`). */
const PARTNER_SHOPS = [1, 2, 3, 4, 5, 6];
const logoUrl = (n: number, width: number) => `/uploads/seed/shops/shop-${n}-${width}.webp`;

function FooterLink({ entry }: { entry: FooterEntry }) {
  const { t } = useTranslation();
  const label = t(`layout.footer.links.${entry.key}`);
  if ('to' in entry) return <Link to={entry.to}>{label}</Link>;
  if ('href' in entry) return <a href={entry.href}>{label}</a>;
  return <span className="site-footer__plain">{label}</span>;
}

/** The footer (spec 2.8): brand text and newsletter box, link columns, payment marks, partner shops, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const appDownloader = useSessionStore((state) => state.config?.app.appDownloader);
  return (
    <footer className="site-footer">
      <div className="container site-footer__main">
        <div className="site-footer__brand">
          <span className="site-footer__brand-name">
            <LogoMark size={28} />
            {t('layout.header.brand')}
          </span>
          <p className="site-footer__brand-text">{t('layout.footer.brandText')}</p>
          <NewsletterForm />
        </div>
        <nav className="site-footer__columns" aria-label={t('layout.footer.linksLabel')}>
          {footerColumns(appDownloader).map((column) => (
            <div key={column.key} className="site-footer__column">
              <h2 className="site-footer__heading">{t(`layout.footer.columns.${column.key}`)}</h2>
              <ul className="site-footer__list">
                {column.entries.map((entry) => (
                  <li key={entry.key}>
                    <FooterLink entry={entry} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="container site-footer__marks">
        <div className="site-footer__mark-group">
          <h2 className="site-footer__heading">{t('layout.footer.payments')}</h2>
          <PaymentMarks label={t('layout.footer.payments')} />
        </div>
        <div className="site-footer__mark-group">
          <h2 className="site-footer__heading">{t('layout.footer.partners')}</h2>
          <ul className="site-footer__partners" aria-label={t('layout.footer.partners')}>
            {PARTNER_SHOPS.map((n) => (
              <li key={n}>
                <Image
                  src={logoUrl(n, 96)}
                  srcSet={`${logoUrl(n, 96)} 1x, ${logoUrl(n, 192)} 2x`}
                  alt={t('layout.footer.partnerLogo', { n })}
                  width={48}
                  height={48}
                  className="site-footer__partner-logo"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="site-footer__bottom">
        <p className="container site-footer__copyright">
          {t('layout.footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
