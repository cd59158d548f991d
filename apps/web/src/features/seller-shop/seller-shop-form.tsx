import type { SellerShop } from '@storefront/contract/api';
import { Code } from '@storefront/contract/codes';
import { LANGUAGES } from '@storefront/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { actionCall } from '../../components/dialogs/action-call.ts';
import { readRefusal } from '../../components/form/server-refusal.ts';
import { ImageUploadField } from '../../components/image-upload/image-upload-field.tsx';
import { FALLBACK_LANGUAGE_OPTIONS } from '../../lib/i18n/language-options.ts';
import { sellerShopQueryKey } from './seller-shop-query.ts';
import './seller-shop.css';

const FIELDS = ['name', 'logo', 'banner', 'description', 'lang', 'onHoliday'] as const;
type ShopField = (typeof FIELDS)[number];
/** As long as the server allows (seller-shop-api.ts). */
const NAME_MAX = 60;
const DESCRIPTION_MAX = 2000;

/** /seller/shop: the shop's name, logo, banner, description, language, and open / closed for holidays. */
export function SellerShopForm({ shop, userIdx }: { shop: SellerShop; userIdx: number }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(shop);
  const [errors, setErrors] = useState<Partial<Record<ShopField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);

  const set = <K extends keyof SellerShop>(field: K, value: SellerShop[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!values.name.trim()) {
      setErrors({ name: t('seller.shop.nameRequired') });
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    const { idx: _idx, ...payload } = values;
    const { answer } = await actionCall('seller/shop/save', { ...payload, name: payload.name.trim() });
    setSending(false);
    if (answer?.code === Code.ok && answer.data) {
      setValues(answer.data);
      queryClient.setQueryData(sellerShopQueryKey(userIdx), answer.data);
      return;
    }
    const refusal = readRefusal(answer, FIELDS);
    if (refusal.field) {
      setErrors({ [refusal.field]: refusal.message ?? (refusal.key ? t(refusal.key) : '') });
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <form className="seller-shop-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="seller-shop-form__holiday">
        <label className="seller-shop-form__check">
          <input
            type="checkbox"
            checked={values.onHoliday}
            onChange={(event) => set('onHoliday', event.target.checked)}
          />
          <span>{t('seller.shop.onHoliday')}</span>
        </label>
        <p className="seller-shop-form__hint">{t('seller.shop.onHolidayHint')}</p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('seller.shop.name')}</label>
        <input
          id={`${id}-name`}
          className="input"
          value={values.name}
          maxLength={NAME_MAX}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={`${id}-name-error`}
          onChange={(event) => set('name', event.target.value)}
        />
        <p id={`${id}-name-error`} className="field__error">
          {errors.name ?? ''}
        </p>
      </div>
      <div className="seller-shop-form__images">
        <ImageUploadField
          label={t('seller.shop.logo')}
          hint={t('seller.shop.logoHint')}
          previewAlt={t('seller.shop.logoAlt')}
          value={values.logo || null}
          error={errors.logo}
          onChange={(url) => set('logo', url)}
          onBusyChange={setUploading}
        />
        <ImageUploadField
          label={t('seller.shop.banner')}
          hint={t('seller.shop.bannerHint')}
          previewAlt={t('seller.shop.bannerAlt')}
          value={values.banner || null}
          error={errors.banner}
          onChange={(url) => set('banner', url)}
          onBusyChange={setUploading}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('seller.shop.description')}</label>
        <textarea
          id={`${id}-description`}
          className="input"
          rows={5}
          value={values.description}
          maxLength={DESCRIPTION_MAX}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={`${id}-description-error`}
          onChange={(event) => set('description', event.target.value)}
        />
        <p id={`${id}-description-error`} className="field__error">
          {errors.description ?? ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-lang`}>{t('seller.shop.lang')}</label>
        <select
          id={`${id}-lang`}
          className="input"
          value={values.lang}
          aria-invalid={Boolean(errors.lang)}
          aria-describedby={`${id}-lang-hint ${id}-lang-error`}
          onChange={(event) => set('lang', event.target.value as SellerShop['lang'])}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {FALLBACK_LANGUAGE_OPTIONS.find((option) => option.code === code)?.name ?? code}
            </option>
          ))}
        </select>
        <p id={`${id}-lang-hint`} className="seller-shop-form__hint">
          {t('seller.shop.langHint')}
        </p>
        <p id={`${id}-lang-error`} className="field__error">
          {errors.lang ?? ''}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={sending || uploading} aria-busy={sending}>
        <Save size={18} aria-hidden="true" /> {t('seller.shop.save')}
      </button>
    </form>
  );
}
