import type { LanguageOption } from '@storefront/contract';
import { isLanguage } from '@storefront/contract/constants';
import { Languages } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { request } from '../../../api/request.ts';
import { notify } from '../../../components/dialogs/message-store.ts';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { SettingsCard } from './settings-card.tsx';

export interface LanguageFormProps {
  options: readonly LanguageOption[];
  current: string;
}

/**
 * The interface language: saved on the account (so another device can follow), then switched
 * the way the header's switcher does it (spec 2.2): load the pack, store the choice, reload.
 */
export function LanguageForm({ options, current }: LanguageFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState(current);
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !isLanguage(choice)) return;
    setSaving(true);
    // The account's language is a preference: a failed save must not stop the switch itself.
    await request('user/profile/update', { lang: choice });
    if (choice === current) {
      setSaving(false);
      notify.success(t('action.complete'));
      return;
    }
    try {
      await changeLanguage(choice);
    } catch {
      setSaving(false);
      notify.error(t('layout.header.languageFailed'));
    }
  };

  return (
    <SettingsCard
      baseId={id}
      title={t('account.settings.language.title')}
      intro={t('account.settings.language.intro')}
      browserValidation
      onSubmit={handleSubmit}
      submit={{ label: t('account.settings.language.save'), icon: Languages, busy: saving }}
    >
      <div className="field">
        <label htmlFor={`${id}-lang`}>{t('account.settings.language.label')}</label>
        <select id={`${id}-lang`} value={choice} onChange={(event) => setChoice(event.target.value)}>
          {options.map((option) => (
            <option key={option.code} value={option.code} lang={option.code === 'zh-tw' ? 'zh-TW' : option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    </SettingsCard>
  );
}
