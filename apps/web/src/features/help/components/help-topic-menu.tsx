import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { HELP_TOPIC_ICON, HELP_TOPIC_PATH, HELP_TOPICS, type HelpTopic } from '../help-docs.ts';

/** The four help topics: a side menu on large screens, a row of chips below 1024 px. */
export function HelpTopicMenu({ current }: { current?: HelpTopic }) {
  const { t } = useTranslation();
  return (
    <nav className="help-menu" aria-label={t('help.topicsLabel')}>
      <p className="help-aside-title help-menu__title">{t('help.centre')}</p>
      <ul className="help-menu__list">
        {HELP_TOPICS.map((topic) => {
          const Icon = HELP_TOPIC_ICON[topic];
          return (
            <li key={topic}>
              <Link
                className="help-menu__link"
                to={HELP_TOPIC_PATH[topic]}
                aria-current={topic === current ? 'page' : undefined}
              >
                <Icon size={18} aria-hidden="true" />
                {t(`help.${topic}.menu`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
