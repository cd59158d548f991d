import { REVIEW_PHOTOS_MAX } from '@storefront/contract/constants';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { pickSingleFile, uploadImage } from '../../../components/image-upload/upload-image.ts';

export interface ReviewPhotosProps {
  photos: readonly string[];
  onChange: (photos: string[]) => void;
  /** Told when an upload starts and ends, so the form waits for it before sending. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Up to six review photos, one upload at a time through the shared upload feature (compressed,
 * checked to be an image, posted to /service/v1/upload); each can be removed again.
 */
export function ReviewPhotos({ photos, onChange, onBusyChange }: ReviewPhotosProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const full = photos.length >= REVIEW_PHOTOS_MAX;

  const handleFiles = async (files: FileList | null) => {
    const file = pickSingleFile(files);
    if (inputRef.current) inputRef.current.value = '';
    if (!file || uploading || full) return;
    setUploading(true);
    onBusyChange(true);
    const url = await uploadImage(file);
    setUploading(false);
    onBusyChange(false);
    if (url) onChange([...photos, url]);
  };

  return (
    <div className="review-photos" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="review-photos__label">
        {t('orders.review.photos', { n: photos.length, max: REVIEW_PHOTOS_MAX })}
      </span>
      <ul className="review-photos__list">
        {photos.map((photo, i) => (
          <li key={`${i}-${photo}`} className="review-photos__item">
            <img src={photo} alt={t('orders.review.photoAlt', { n: i + 1 })} width={72} height={72} />
            <button
              type="button"
              className="review-photos__remove"
              aria-label={t('orders.review.removePhoto', { n: i + 1 })}
              onClick={() => onChange(photos.filter((_, j) => j !== i))}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
        {!full && (
          <li>
            <button
              type="button"
              className="review-photos__add"
              aria-busy={uploading}
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
            >
              {uploading ? (
                <LoaderCircle size={20} className="spin" aria-hidden="true" />
              ) : (
                <ImagePlus size={20} aria-hidden="true" />
              )}
              <span>{uploading ? t('upload.uploading') : t('orders.review.addPhoto')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        data-testid="review-photo-input"
        onChange={(event) => void handleFiles(event.target.files)}
      />
      <span className="visually-hidden" role="status">
        {uploading ? t('upload.uploading') : ''}
      </span>
    </div>
  );
}
