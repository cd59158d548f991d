import { LANGUAGES, type Language } from '@storefront/contract/constants';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { TITLE_MAX, type GoodsTranslationValues } from '../goods-form-rules.ts';
import { languageName } from '../language-name.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

interface TranslationsEditorProps {
  /** The shop's own language, which the main title and description are in. */
  shopLang: string | null;
  translations: GoodsTranslationValues[];
  onChange: (translations: GoodsTranslationValues[]) => void;
  errors: Record<string, string>;
}

/** Titles and descriptions in any of the other 15 languages: a language is added, then removed if need be. */
export function TranslationsEditor({ shopLang, translations, onChange, errors }: TranslationsEditorProps) {
  const { t, i18n } = useTranslation();
  const available = LANGUAGES.filter((lang) => lang !== shopLang && !translations.some((tr) => tr.lang === lang));
  const [adding, setAdding] = useState<Language | ''>('');
  const chosen = adding && available.includes(adding) ? adding : (available[0] ?? '');
  const set = (index: number, patch: Partial<GoodsTranslationValues>) =>
    onChange(translations.map((tr, i) => (i === index ? { ...tr, ...patch } : tr)));

  return (
    <div className="translations">
      {translations.map((translation, index) => {
        const name = languageName(translation.lang, i18n.language);
        const titleId = `translation-${translation.lang}-title`;
        const titleError = errors[`translations.${index}.title`];
        return (
          <fieldset key={translation.lang} className="translations__item" lang={translation.lang}>
            <legend>{name}</legend>
            <div className="field">
              <label htmlFor={titleId}>{t('seller.goods.translations.title', { language: name })}</label>
              <input
                id={titleId}
                value={translation.title}
                maxLength={TITLE_MAX + 1}
                aria-invalid={Boolean(titleError)}
                aria-describedby={`${titleId}-error`}
                onChange={(event) => set(index, { title: event.target.value })}
              />
              <p id={`${titleId}-error`} className="field__error">
                {titleError}
              </p>
            </div>
            <div className="field">
              <span id={`translation-${translation.lang}-description-label`} className="field__label">
                {t('seller.goods.translations.description', { language: name })}
              </span>
              <RichTextEditor
                id={`translation-${translation.lang}-description`}
                labelledBy={`translation-${translation.lang}-description-label`}
                value={translation.description}
                onChange={(description) => set(index, { description })}
              />
            </div>
            <button
              type="button"
              className="button seller-goods__small"
              onClick={() => onChange(translations.filter((_, i) => i !== index))}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t('seller.goods.translations.remove', { language: name })}
            </button>
          </fieldset>
        );
      })}
      {available.length > 0 && (
        <div className="translations__add">
          <div className="field">
            <label htmlFor="translation-add">{t('seller.goods.translations.language')}</label>
            <select id="translation-add" value={chosen} onChange={(event) => setAdding(event.target.value as Language)}>
              {available.map((lang) => (
                <option key={lang} value={lang}>
                  {languageName(lang, i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button"
            onClick={() => {
              if (chosen) onChange([...translations, { lang: chosen, title: '', description: '' }]);
            }}
          >
            <Plus size={18} aria-hidden="true" />
            {t('seller.goods.translations.add')}
          </button>
        </div>
      )}
    </div>
  );
}
