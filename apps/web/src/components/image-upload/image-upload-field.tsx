import type { UploadVisibility } from '@storefront/contract/constants';
import { ImagePlus, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../dialogs/message-store.ts';
import { usePrivateImage } from './private-image.ts';
import { isImageFile, pickSingleFile, uploadImage } from './upload-image.ts';
import './image-upload-field.css';

export interface ImageUploadFieldProps {
  label: string;
  /** The uploaded image's address, or null when none is chosen yet. */
  value: string | null;
  onChange: (url: string) => void;
  /** Told when an upload starts and ends, so a form can wait for it before submitting. */
  onBusyChange?: (busy: boolean) => void;
  hint?: string;
  error?: string;
  previewAlt: string;
  /** 'private' for an image only its owner and staff may see (an identity photo). */
  visibility?: UploadVisibility;
}

/**
 * A labelled image picker (spec 4 "Image upload", spec 5): one image at a time, previewed at
 * once from the local file, marked 'uploading' while it goes up, then kept as its address.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onBusyChange,
  hint,
  error,
  previewAlt,
  visibility = 'public',
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState(false);
  // The local preview, and the address it stands for once uploaded (saves reloading the image).
  const [local, setLocal] = useState<{ src: string; url: string | null } | null>(null);

  const localSrc = local?.src;
  useEffect(() => {
    if (!localSrc) return undefined;
    return () => URL.revokeObjectURL(localSrc);
  }, [localSrc]);

  const handleFiles = async (files: FileList | null) => {
    const file = pickSingleFile(files);
    // Cleared, so picking the same file again after a failure still fires a change.
    if (inputRef.current) inputRef.current.value = '';
    if (!file || uploading) return;
    if (!isImageFile(file)) {
      notify.error(t('plsChoiceImage'));
      return;
    }
    setBroken(false);
    setLocal({ src: URL.createObjectURL(file), url: null });
    setUploading(true);
    onBusyChange?.(true);
    const url = await uploadImage(file, visibility);
    setUploading(false);
    onBusyChange?.(false);
    if (!url) {
      setLocal(null);
      return;
    }
    setLocal((current) => (current ? { ...current, url } : null));
    onChange(url);
  };

  const address = local && (uploading || local.url === value) ? local.src : value;
  // A private image cannot be an <img>'s address (no x-token on it): it is fetched, then shown.
  const fetchedImage = usePrivateImage(visibility === 'private' && address === value ? value : null);
  const fetched = visibility === 'private' && address === value;
  const src = fetched ? fetchedImage.src : address;
  const failed = broken || (fetched && fetchedImage.failed);
  const describedBy = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');

  return (
    <div className="field image-field">
      <label id={`${id}-label`} htmlFor={`${id}-button`}>
        {label}
      </label>
      <button
        type="button"
        id={`${id}-button`}
        className={`image-field__box ${error ? 'image-field__box--invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}-action`}
        aria-describedby={describedBy}
        aria-busy={uploading}
        data-invalid={error ? 'true' : undefined}
        onClick={() => {
          if (!uploading) inputRef.current?.click();
        }}
      >
        {src && !failed ? (
          <img className="image-field__preview" src={src} alt={previewAlt} onError={() => setBroken(true)} />
        ) : (
          <span className="image-field__placeholder">
            <ImagePlus size={36} strokeWidth={1.5} aria-hidden="true" />
            {failed && <span>{t('el.image.error')}</span>}
          </span>
        )}
        <span id={`${id}-action`} className="image-field__action">
          {uploading && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
          {uploading ? t('upload.uploading') : address ? t('upload.change') : t('upload.choose')}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        onChange={(event) => void handleFiles(event.target.files)}
      />
      <span className="visually-hidden" role="status">
        {uploading ? t('upload.uploading') : ''}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="image-field__hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field__error">
        {error ?? ''}
      </p>
    </div>
  );
}
