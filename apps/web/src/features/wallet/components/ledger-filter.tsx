import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { LEDGER_FILTER_KINDS, ledgerSearch, type LedgerFilterKind } from '../ledger-params.ts';

/**
 * The kind filter as links: each view has its own address (?kind=), so it survives a reload,
 * can be shared, and the back button steps through the filters.
 */
export function LedgerFilter({ params, kind }: { params: URLSearchParams; kind?: LedgerFilterKind }) {
  const { t } = useTranslation();
  const choices: (LedgerFilterKind | null)[] = [null, ...LEDGER_FILTER_KINDS];
  return (
    <nav className="ledger-filter" aria-label={t('wallet.ledger.filterLabel')}>
      <ul className="ledger-filter__list">
        {choices.map((choice) => {
          const current = (choice ?? undefined) === kind;
          return (
            <li key={choice ?? 'all'}>
              <Link
                to={{ search: ledgerSearch(params, { kind: choice }) }}
                preventScrollReset
                className="wallet-pill"
                aria-current={current ? 'true' : undefined}
              >
                {choice ? t(`wallet.ledger.kinds.${choice}`) : t('wallet.ledger.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
