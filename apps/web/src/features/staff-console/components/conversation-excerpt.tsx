import { useTranslation } from 'react-i18next';

/** A conversation's first or last message in one line: plain text (the server's excerpt), or "Picture". */
export function ConversationExcerpt({ text, flag }: { text: string | null; flag: number | null }) {
  const { t } = useTranslation();
  const shown = flag === 2 ? t('staff.console.picture') : text || t('staff.console.noMessage');
  return <span className="console-row__text">{shown}</span>;
}
