import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';

/** The brand mark: an orange tile holding a smiling shopping bag. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#ff6a00" />
      <path d="M12 12.5V10a4 4 0 0 1 8 0v2.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M8.6 12h14.8l-1 12.6a1.6 1.6 0 0 1-1.6 1.4h-9.6a1.6 1.6 0 0 1-1.6-1.4Z" fill="#fff" />
      <path d="M13 17.2a3 3 0 0 0 6 0" fill="none" stroke="#c2410c" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The header's logo: mark and word, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('layout.header.homeLink')}>
      <LogoMark />
      <span className="logo__word">{t('layout.header.brand')}</span>
    </Link>
  );
}
