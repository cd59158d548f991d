import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useConsoleSnapshot } from '../console-data.ts';

/** The agent's presence as the console's snapshot holds it: a coloured dot and its word. */
export function StaffPresenceMark() {
  const { t } = useTranslation();
  const status = useConsoleSnapshot().data?.me.status;
  if (!status) return null;
  return (
    <span className="staff-layout__presence">
      <span className={`console-presence__dot console-presence__dot--${status}`} aria-hidden="true" />
      {t(`staff.console.presence.${status}`)}
    </span>
  );
}
