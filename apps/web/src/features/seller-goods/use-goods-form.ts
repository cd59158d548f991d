import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { goodsFormProblems, type GoodsFormValues } from './goods-form-rules.ts';
import { generateSkuGrid, type GoodsDim } from './sku-grid.ts';

/** What a save gives back: done, or refused (a field's message, or one for the whole form). */
export type SaveOutcome = { ok: true } | { ok: false; field: string | null; message: string };

/**
 * The product form's state: values, errors by field path, whether anything changed since the
 * last load or save, and a submit that checks first, focuses the first invalid field and puts
 * the server's refusal beside the field it names.
 */
export function useGoodsForm(
  initial: GoodsFormValues,
  ownLang: string | undefined,
  save: (values: GoodsFormValues) => Promise<SaveOutcome>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const update = (patch: Partial<GoodsFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setDirty(true);
    setFormError(null);
    const touched = Object.keys(patch);
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => !touched.some((field) => path.split('.')[0] === field)),
      ),
    );
  };
  const setDimensions = (dimensions: GoodsDim[]) => {
    setValues((current) => ({ ...current, dimensions, skus: generateSkuGrid(dimensions, current.skus) }));
    setDirty(true);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !/^(dimensions|skus)\b/.test(path))),
    );
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (savingRef.current) return false;
    const problems = goodsFormProblems(values, ownLang);
    setErrors(Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, t(key)])));
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return false;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      const outcome = await save(values);
      if (outcome.ok) {
        setDirty(false);
        return true;
      }
      if (outcome.field) setErrors({ [outcome.field]: outcome.message });
      else setFormError(outcome.message);
      focusFirstInvalid();
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return { values, errors, formError, dirty, saving, formRef, update, setDimensions, setDirty, submit };
}
