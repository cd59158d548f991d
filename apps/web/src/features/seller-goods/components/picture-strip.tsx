import { ArrowLeft, ArrowRight, ImagePlus, RotateCw, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { usePictureUpload } from '../../../components/chat/use-picture-upload.ts';
import { pickSingleFile } from '../../../components/image-upload/upload-image.ts';
import { MAX_PICTURES } from '../goods-form-rules.ts';
import { moveItem } from '../picture-order.ts';

interface PictureStripProps {
  id: string;
  pictures: string[];
  onChange: (pictures: string[]) => void;
  error?: string;
}

/**
 * Up to 9 pictures, the first being the cover: uploaded one at a time through the chat's picture
 * path (compressed in the browser, re-encoded by the server), reordered by dragging or with the
 * move buttons, each move announced.
 */
export function PictureStrip({ id, pictures, onChange, error }: PictureStripProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The upload ends later: it adds to the pictures as they are then, not as they were.
  const latest = useRef(pictures);
  useEffect(() => {
    latest.current = pictures;
  }, [pictures]);
  const upload = usePictureUpload(async (url) => {
    onChange([...latest.current, url].slice(0, MAX_PICTURES));
    return true;
  }, 'public');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= pictures.length) return;
    onChange(moveItem(pictures, from, to));
    setAnnouncement(t('seller.goods.pictures.moved', { from: from + 1, to: to + 1 }));
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };
  const full = pictures.length >= MAX_PICTURES;

  return (
    <div
      className="picture-strip"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint ${id}-error`}
    >
      <span id={`${id}-label`} className="picture-strip__label">
        {t('seller.goods.pictures.label')}
      </span>
      <p id={`${id}-hint`} className="field__hint">
        {t('seller.goods.pictures.hint', { max: MAX_PICTURES })}
      </p>
      <ol className="picture-strip__list">
        {pictures.map((src, index) => (
          <li
            key={src}
            className={`picture-strip__item${dragged === index ? ' picture-strip__item--dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <img
              src={src}
              alt={t(index === 0 ? 'seller.goods.pictures.cover' : 'seller.goods.pictures.nth', { n: index + 1 })}
              width={96}
              height={96}
              className="picture-strip__image"
            />
            {index === 0 && (
              <span className="picture-strip__cover" aria-hidden="true">
                {t('seller.goods.pictures.coverBadge')}
              </span>
            )}
            <div className="picture-strip__actions">
              <button
                type="button"
                className="seller-goods__icon"
                aria-label={t('seller.goods.pictures.moveLeft', { n: index + 1 })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowLeft size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="seller-goods__icon"
                aria-label={t('seller.goods.pictures.moveRight', { n: index + 1 })}
                disabled={index === pictures.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowRight size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="seller-goods__icon"
                aria-label={t('seller.goods.pictures.remove', { n: index + 1 })}
                onClick={() => onChange(pictures.filter((_, i) => i !== index))}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {upload.upload && (
          <li className="picture-strip__item picture-strip__item--pending">
            <img
              src={upload.upload.previewUrl}
              alt={t('seller.goods.pictures.uploading')}
              width={96}
              height={96}
              className="picture-strip__image"
            />
            {upload.upload.failed ? (
              <div className="picture-strip__failed">
                <p role="alert">{upload.upload.failed}</p>
                <button
                  type="button"
                  className="seller-goods__icon"
                  aria-label={t('seller.goods.pictures.retry')}
                  onClick={upload.retry}
                >
                  <RotateCw size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="seller-goods__icon"
                  aria-label={t('seller.goods.pictures.discard')}
                  onClick={upload.remove}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </div>
            ) : (
              <progress
                max={100}
                value={upload.upload.progress > 0 ? Math.round(upload.upload.progress * 100) : undefined}
                aria-label={t('seller.goods.pictures.uploading')}
              />
            )}
          </li>
        )}
      </ol>
      {!full && (
        <label className={`button picture-strip__add${upload.uploading ? ' picture-strip__add--busy' : ''}`}>
          <ImagePlus size={18} aria-hidden="true" />
          {t('seller.goods.pictures.add')}
          <input
            id={id}
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={upload.uploading}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              const file = pickSingleFile(event.target.files);
              event.target.value = '';
              if (file) void upload.start(file);
            }}
          />
        </label>
      )}
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
