import type { CurrentUser } from '@storefront/contract';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { TextField } from '../../../components/form/form-fields.tsx';
import { useCheckedForm } from '../../../components/form/use-checked-form.ts';
import { NAME_MAX } from '../../../components/form/validation.ts';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field.tsx';
import { submitSettings } from '../api/submit-settings.ts';
import { profileProblems } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';

/** Name and avatar. The answer's `user` is merged into the session, so the header follows at once. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const { values, errors, sending, formRef, set, handleSubmit } = useCheckedForm(
    { name: user.name, avatar: user.avatar },
    (values) => profileProblems(values),
    (values) =>
      submitSettings('user/profile/update', { name: values.name.trim(), avatar: values.avatar }, ['name', 'avatar']),
  );

  return (
    <SettingsCard
      baseId={id}
      formRef={formRef}
      title={t('account.settings.profile.title')}
      onSubmit={handleSubmit}
      submit={{ label: t('account.settings.profile.save'), icon: Save, busy: sending, disabled: uploading }}
    >
      <div className="settings-card__avatar">
        <ImageUploadField
          label={t('account.settings.profile.avatar')}
          hint={t('account.settings.profile.avatarHint')}
          previewAlt={t('account.settings.profile.avatarAlt')}
          value={values.avatar || null}
          error={errors.avatar}
          onChange={set('avatar')}
          onBusyChange={setUploading}
        />
      </div>
      <TextField
        id={`${id}-name`}
        label={t('account.settings.profile.name')}
        value={values.name}
        error={errors.name}
        onValueChange={set('name')}
        autoComplete="nickname"
        maxLength={NAME_MAX}
      />
    </SettingsCard>
  );
}
