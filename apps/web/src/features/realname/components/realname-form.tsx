import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field.tsx';
import { submitRealname } from '../api/submit-realname.ts';
import { ID_NUMBER_MAX, REAL_NAME_MAX, realnameProblems, type RealnameValues } from '../realname-rules.ts';

type FieldErrors = Partial<Record<keyof RealnameValues, string>>;

export interface RealnameFormProps {
  /** What was filed before (a pending or rejected request), to start from. */
  initial?: Partial<RealnameValues>;
  /** The line under the form's heading: first filing, or filing again. */
  intro: string;
  /** Called after the server took the request, to show the new status. */
  onSubmitted: () => Promise<void>;
}

/** The identity-verification form: real name, ID number and a photo of the ID. */
export function RealnameForm({ initial, intro, onSubmitted }: RealnameFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<RealnameValues>({
    realName: initial?.realName ?? '',
    idNumber: '',
    photo: initial?.photo ?? null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  // State updates land after the handler returns; the ref stops a second press before that.
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = <K extends keyof RealnameValues>(field: K, value: RealnameValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstInvalid = () => {
    // After the render that marks them, so the screen reader reads the new error too.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
    );
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || uploading) return;
    const problems = realnameProblems(values);
    const found: FieldErrors = {};
    for (const [field, key] of Object.entries(problems)) found[field as keyof RealnameValues] = t(key);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    const { outcome, fieldError } = await submitRealname(values);
    sendingRef.current = false;
    setSending(false);
    if (fieldError) {
      setErrors({ [fieldError.field]: fieldError.message });
      focusFirstInvalid();
      return;
    }
    if (outcome === 'complete' || outcome === 'dialog') await onSubmitted();
  };

  const inputProps = (field: 'realName' | 'idNumber') => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': `${id}-${field}-hint ${id}-${field}-error`,
  });

  return (
    <form ref={formRef} className="card realname-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2 className="realname-form__title">{t('realname.form.title')}</h2>
      <p className="realname-form__intro">{intro}</p>
      <div className="field">
        <label htmlFor={`${id}-realName`}>{t('realname.realName')}</label>
        <input
          {...inputProps('realName')}
          type="text"
          autoComplete="name"
          maxLength={REAL_NAME_MAX}
          placeholder={t('realname.realNamePlaceholder')}
        />
        <span id={`${id}-realName-hint`} className="realname-form__hint">
          {t('realname.realNameHint')}
        </span>
        <p id={`${id}-realName-error`} className="field__error">
          {errors.realName ?? ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-idNumber`}>{t('realname.idNumber')}</label>
        <input
          {...inputProps('idNumber')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ID_NUMBER_MAX}
          placeholder={t('realname.idNumberPlaceholder')}
        />
        <span id={`${id}-idNumber-hint`} className="realname-form__hint">
          {t('realname.idNumberHint')}
        </span>
        <p id={`${id}-idNumber-error`} className="field__error">
          {errors.idNumber ?? ''}
        </p>
      </div>
      <ImageUploadField
        label={t('realname.photo')}
        hint={t('realname.photoHint')}
        previewAlt={t('realname.photoAlt')}
        visibility="private"
        value={values.photo}
        error={errors.photo}
        onChange={(url) => update('photo', url)}
        onBusyChange={setUploading}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={sending || uploading}
        aria-busy={sending}
      >
        {sending ? (
          <LoaderCircle size={18} className="spin" aria-hidden="true" />
        ) : (
          <ShieldCheck size={18} aria-hidden="true" />
        )}
        {sending ? t('realname.form.submitting') : t('realname.form.submit')}
      </button>
    </form>
  );
}
