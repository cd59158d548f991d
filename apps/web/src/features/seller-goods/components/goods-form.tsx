import type { CategoryView } from '@storefront/contract';
import { Save, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { GOODS_STATUSES, TITLE_MAX, type GoodsFormValues } from '../goods-form-rules.ts';
import { languageName } from '../language-name.ts';
import { useGoodsForm, type SaveOutcome } from '../use-goods-form.ts';
import { DimsEditor } from './dims-editor.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { PictureStrip } from './picture-strip.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { SkuGridTable } from './sku-grid-table.tsx';
import { TranslationsEditor } from './translations-editor.tsx';
import { WarehouseField } from './warehouse-field.tsx';
import '../seller-goods.css';

interface GoodsFormProps {
  initial: GoodsFormValues;
  /** The language the title is written in; null for a new product (the shop's, known to the server). */
  shopLang: string | null;
  categories: CategoryView[];
  takenDownReason: string | null;
  save: (values: GoodsFormValues) => Promise<SaveOutcome>;
  /** Present when editing: deletes the product (the server refuses when it has orders). */
  onDelete?: () => void;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="goods-form__section card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="goods-form__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The product form of /seller/goods/new and /seller/goods/:idx. */
export function GoodsForm({ initial, shopLang, categories, takenDownReason, save, onDelete }: GoodsFormProps) {
  const { t, i18n } = useTranslation();
  const { values, errors, update, formRef, dirty, saving, formError, setDimensions, submit } = useGoodsForm(
    initial,
    shopLang ?? undefined,
    save,
  );
  const shopLanguage = shopLang ? languageName(shopLang, i18n.language) : t('seller.goods.form.shopLanguage');
  const described = (id: string) => `${id}-error`;

  return (
    <form ref={formRef} className="goods-form" noValidate onSubmit={(event) => void submit(event)}>
      <LeaveGuard dirty={dirty && !saving} />
      {takenDownReason && (
        <p className="seller-goods__takedown" role="note">
          {t('seller.goods.takenDown', { reason: takenDownReason })}
        </p>
      )}
      <Section id="goods-basics" title={t('seller.goods.form.basics')}>
        <div className="field">
          <label htmlFor="goods-category">{t('seller.goods.form.category')}</label>
          <select
            id="goods-category"
            value={values.categoryIdx}
            aria-invalid={Boolean(errors.categoryIdx)}
            aria-describedby={described('goods-category')}
            onChange={(event) => update({ categoryIdx: event.target.value })}
          >
            <option value="">{t('seller.goods.form.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.idx} value={String(category.idx)}>
                {category.name}
              </option>
            ))}
          </select>
          <p id={described('goods-category')} className="field__error">
            {errors.categoryIdx}
          </p>
        </div>
        <div className="field">
          <label htmlFor="goods-title">{t('seller.goods.form.title', { language: shopLanguage })}</label>
          <input
            id="goods-title"
            value={values.title}
            maxLength={TITLE_MAX + 1}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={described('goods-title')}
            onChange={(event) => update({ title: event.target.value })}
          />
          <p id={described('goods-title')} className="field__error">
            {errors.title}
          </p>
        </div>
        <div className="field">
          <span id="goods-description-label" className="field__label">
            {t('seller.goods.form.description', { language: shopLanguage })}
          </span>
          <RichTextEditor
            id="goods-description"
            labelledBy="goods-description-label"
            value={values.description}
            invalid={Boolean(errors.description)}
            describedBy={described('goods-description')}
            onChange={(description) => update({ description })}
          />
          <p id={described('goods-description')} className="field__error">
            {errors.description}
          </p>
        </div>
      </Section>

      <Section id="goods-languages" title={t('seller.goods.form.languages')}>
        <p className="field__hint">{t('seller.goods.translations.hint', { language: shopLanguage })}</p>
        <TranslationsEditor
          shopLang={shopLang}
          translations={values.translations}
          errors={errors}
          onChange={(translations) => update({ translations })}
        />
      </Section>

      <Section id="goods-pictures" title={t('seller.goods.form.pictures')}>
        <PictureStrip
          id="goods-pictures-input"
          pictures={values.images}
          error={errors.images}
          onChange={(images) => update({ images })}
        />
      </Section>

      <Section id="goods-variants" title={t('seller.goods.form.variants')}>
        <p className="field__hint">{t('seller.goods.dims.hint')}</p>
        <DimsEditor dims={values.dimensions} errors={errors} onChange={setDimensions} />
        <SkuGridTable
          dims={values.dimensions}
          rows={values.skus}
          errors={errors}
          onChange={(skus) => update({ skus })}
        />
      </Section>

      <Section id="goods-shipping" title={t('seller.goods.form.shippingAndStatus')}>
        <WarehouseField
          value={values.warehouseIdx}
          error={errors.warehouseIdx}
          onChange={(warehouseIdx) => update({ warehouseIdx })}
        />
        <fieldset className="goods-form__status">
          <legend>{t('seller.goods.form.status')}</legend>
          {GOODS_STATUSES.map((status) => (
            <label key={status} className="goods-form__radio">
              <input
                type="radio"
                name="goods-status"
                value={status}
                checked={values.status === status}
                onChange={() => update({ status })}
              />
              {t(`seller.goods.status.${status}`)}
            </label>
          ))}
          <p className="field__error">{errors.status}</p>
        </fieldset>
      </Section>

      {formError && (
        <p className="seller-goods__form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="goods-form__actions">
        {onDelete && (
          <button type="button" className="button" onClick={onDelete}>
            <Trash2 size={18} aria-hidden="true" />
            {t('seller.goods.form.delete')}
          </button>
        )}
        <BusyButton busy={saving} icon={Save} className="button button--primary">
          {t('seller.goods.form.save')}
        </BusyButton>
      </div>
    </form>
  );
}
