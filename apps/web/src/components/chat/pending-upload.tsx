import { RotateCw, X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { PictureUpload } from './use-picture-upload.ts';

interface PendingUploadProps {
  upload: PictureUpload;
  onRetry(): void;
  onRemove(): void;
}

/**
 * A picture being sent, at the end of the thread on the own side: its thumbnail with the upload's
 * progress, replaced by the picture message once sent; on a failure, why, with retry and remove.
 */
export function PendingUpload({ upload, onRetry, onRemove }: PendingUploadProps) {
  const { t } = useTranslation();
  const percent = Math.round(upload.progress * 100);
  return (
    <div className="chat-upload" role="group" aria-label={t('chat.upload.label')}>
      <div className={`chat-upload__bubble${upload.failed ? ' chat-upload__bubble--failed' : ''}`}>
        <img className="chat-upload__thumb" src={upload.previewUrl} alt={t('chat.upload.label')} />
        {upload.failed ? (
          <>
            <p className="chat-upload__error" role="alert">
              {upload.failed}
            </p>
            <div className="chat-upload__actions">
              <button type="button" className="button" onClick={onRetry}>
                <RotateCw size={16} aria-hidden="true" />
                {t('chat.upload.retry')}
              </button>
              <button type="button" className="button" onClick={onRemove}>
                <X size={16} aria-hidden="true" />
                {t('chat.upload.remove')}
              </button>
            </div>
          </>
        ) : (
          // Indeterminate until the first bytes are reported as sent.
          <progress
            className="chat-upload__progress"
            max={100}
            value={percent > 0 ? percent : undefined}
            aria-label={t('chat.upload.progress')}
            aria-valuetext={percent > 0 ? `${percent}%` : undefined}
          />
        )}
      </div>
    </div>
  );
}
