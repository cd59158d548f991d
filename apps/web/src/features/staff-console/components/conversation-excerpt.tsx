import { MessageFlag } from '@storefront/contract/constants';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/**
 * A conversation's first or last message in one line with an ellipsis: the server's plain-text
 * excerpt, or "[Picture]" / "[Product]" (issue 19, point 13).
 */
export function ConversationExcerpt({ text, flag }: { text: string | null; flag: number | null }) {
  const { t } = useTranslation();
  const shown =
    flag === MessageFlag.image
      ? t('pm.subjects.picture')
      : flag === MessageFlag.goods
        ? t('pm.subjects.product')
        : text || t('staff.console.noMessage');
  return <span className="console-row__text console-row__text--line">{shown}</span>;
}

/** Whether a shopper's name holds the console's search (any case); an empty search keeps every row. */
export function nameMatches(name: string, kw: string): boolean {
  const wanted = kw.trim().toLocaleLowerCase();
  return wanted === '' || name.toLocaleLowerCase().includes(wanted);
}
