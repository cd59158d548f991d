import type { LedgerEntryView } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';

/** A ledger amount with its sign: "+$100.50" in, "-$20.00" out. */
export function signedMoney(cents: number): string {
  return cents < 0 ? `-${formatMoney(-cents)}` : `+${formatMoney(cents)}`;
}

/**
 * One page of the ledger: what happened, when, the signed amount and the balance after it. The
 * server's free-text note is for audits (English); the translated kind and the reference say it all.
 */
export function LedgerRows({ rows }: { rows: LedgerEntryView[] }) {
  const { t } = useTranslation();
  return (
    <ul className="ledger-rows" data-testid="ledger-rows">
      {rows.map((row) => (
        <li key={row.idx} className="ledger-row" data-kind={row.kind}>
          <div className="ledger-row__main">
            <span className="ledger-row__kind">{t(`wallet.ledger.kinds.${row.kind}`)}</span>
            <time className="ledger-row__date" dateTime={row.createAt}>
              {formatDateTime(row.createAt)}
            </time>
            {row.reference && (
              <span className="ledger-row__reference">
                {t('wallet.ledger.reference', { reference: row.reference })}
              </span>
            )}
          </div>
          <div className="ledger-row__money">
            <span className={`ledger-row__amount ledger-row__amount--${row.amount < 0 ? 'out' : 'in'}`}>
              {signedMoney(row.amount)}
            </span>
            <span className="ledger-row__after">
              {t('wallet.ledger.balanceAfter', { amount: formatMoney(row.balanceAfter) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Rows of the same height as real ones while the page loads, so nothing jumps. */
export function LedgerSkeleton({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <ul className="ledger-rows" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="ledger-row">
            <div className="ledger-row__main">
              <span className="wallet-skeleton wallet-skeleton--short" />
              <span className="wallet-skeleton" />
            </div>
            <div className="ledger-row__money">
              <span className="wallet-skeleton wallet-skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
    </div>
  );
}
