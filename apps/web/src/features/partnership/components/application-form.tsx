import type { CategoryView, ShopApplicationView } from '@storefront/contract';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { Field, TextField } from '../../../components/form/form-fields.tsx';
import { useCheckedForm } from '../../../components/form/use-checked-form.ts';
import { submitApplication, type SubmitOutcome } from '../api/my-application.ts';
import {
  applicationProblems,
  CONTACT_NAME_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  SHOP_NAME_MAX,
  type ApplicationValues,
} from '../application-rules.ts';

export interface ApplicationFormProps {
  categories: readonly CategoryView[];
  /** Filled in from the account (and from a rejected application being filed again). */
  initial: Partial<ApplicationValues>;
  onSubmitted: (view: ShopApplicationView) => void | Promise<void>;
}

/** The partnership form (/shop/application): shop, contact, category and what the shop sells. */
export function ApplicationForm({ categories, initial, onSubmitted }: ApplicationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { values, errors, sending, formRef, set, handleSubmit } = useCheckedForm<ApplicationValues, SubmitOutcome>(
    {
      shopName: '',
      contactName: '',
      contactPhone: '',
      email: '',
      categoryIdx: '',
      description: '',
      ...initial,
    },
    applicationProblems,
    submitApplication,
    async (outcome) => {
      if (outcome.view) await onSubmitted(outcome.view);
    },
  );

  const description = values.description.trim().length;
  return (
    <form
      ref={formRef}
      className="card partnership-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h2 id={`${id}-title`} className="partnership-form__title">
        {t('partnership.form.title')}
      </h2>
      <p className="partnership-form__intro">{t('partnership.form.intro')}</p>
      <div className="partnership-form__grid">
        <TextField
          id={`${id}-shopName`}
          label={t('partnership.form.shopName')}
          hint={t('partnership.form.shopNameHint')}
          value={values.shopName}
          error={errors.shopName}
          onValueChange={set('shopName')}
          maxLength={SHOP_NAME_MAX}
          autoComplete="organization"
        />
        <Field id={`${id}-category`} label={t('partnership.form.category')} error={errors.categoryIdx}>
          {(control) => (
            <select {...control} value={values.categoryIdx} onChange={(e) => set('categoryIdx')(e.target.value)}>
              <option value="">{t('partnership.form.categoryPlaceholder')}</option>
              {categories.map((category) => (
                <option key={category.idx} value={String(category.idx)}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id={`${id}-contactName`}
          label={t('partnership.form.contactName')}
          value={values.contactName}
          error={errors.contactName}
          onValueChange={set('contactName')}
          maxLength={CONTACT_NAME_MAX}
          autoComplete="name"
        />
        <TextField
          id={`${id}-contactPhone`}
          type="tel"
          label={t('partnership.form.contactPhone')}
          hint={t('partnership.form.contactPhoneHint')}
          value={values.contactPhone}
          error={errors.contactPhone}
          onValueChange={set('contactPhone')}
          maxLength={24}
          autoComplete="tel"
        />
        <TextField
          id={`${id}-email`}
          type="email"
          label={t('partnership.form.email')}
          value={values.email}
          error={errors.email}
          onValueChange={set('email')}
          maxLength={254}
          autoComplete="email"
        />
      </div>
      <Field
        id={`${id}-description`}
        label={t('partnership.form.description')}
        hint={t('partnership.form.descriptionHint', {
          length: description,
          min: DESCRIPTION_MIN,
          max: DESCRIPTION_MAX,
        })}
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        )}
      </Field>
      <BusyButton className="button button--primary partnership-form__submit" busy={sending} icon={Send}>
        {t(sending ? 'partnership.form.submitting' : 'partnership.form.submit')}
      </BusyButton>
    </form>
  );
}
