import { LIVE_CHAT_RATING_COMMENT_MAX_CHARS, LIVE_CHAT_RATING_MAX } from '@storefront/contract/constants';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { askAgain, rateChat } from './live-chat-actions.ts';
import { useLiveChat } from './live-chat-store.ts';

const SCORES = Array.from({ length: LIVE_CHAT_RATING_MAX }, (_, i) => i + 1);

/** After "End chat": 1 to 5 stars as a radio group and an optional comment (issue 13). */
function RatingForm({ onSkip }: { onSkip(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === 0) {
      setMissing(true);
      return;
    }
    setBusy(true);
    const result = await rateChat(score, comment);
    setBusy(false);
    if (!result.ok) notify.error(result.message);
  };

  return (
    <form className="live-rating" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="live-rating__title">{t('live.rate.title')}</h3>
      <fieldset className="live-rating__stars" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="visually-hidden">{t('live.rate.legend')}</legend>
        {SCORES.map((n) => (
          <label key={n} className={`live-rating__star${n <= score ? ' live-rating__star--on' : ''}`}>
            <input
              type="radio"
              name={`${id}-score`}
              value={n}
              checked={score === n}
              onChange={() => {
                setScore(n);
                setMissing(false);
              }}
              className="visually-hidden"
            />
            <Star size={28} aria-hidden="true" />
            <span className="visually-hidden">{t('live.rate.star', { n })}</span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id={`${id}-missing`} className="live-rating__error" role="alert">
          {t('live.rate.required')}
        </p>
      )}
      <label className="live-rating__label" htmlFor={`${id}-comment`}>
        {t('live.rate.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className="live-rating__comment"
        rows={3}
        maxLength={LIVE_CHAT_RATING_COMMENT_MAX_CHARS}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="live-rating__actions">
        <button type="button" className="live-button live-button--plain" onClick={onSkip}>
          {t('live.rate.skip')}
        </button>
        <button type="submit" className="live-button" disabled={busy}>
          {t('live.rate.submit')}
        </button>
      </div>
    </form>
  );
}

/** The ended conversation's foot: the rating form, then thanks and a way to ask a new question. */
export function LiveChatEnded() {
  const { t } = useTranslation();
  const rating = useLiveChat((store) => store.state?.rating ?? null);
  const [skipped, setSkipped] = useState(false);
  const [busy, setBusy] = useState(false);

  if (rating === null && !skipped) return <RatingForm onSkip={() => setSkipped(true)} />;
  const again = async () => {
    setBusy(true);
    const result = await askAgain();
    setBusy(false);
    if (!result.ok) notify.error(result.message);
  };
  return (
    <div className="live-thanks">
      <p role="status">{rating === null ? t('live.status.ended') : t('live.thanks')}</p>
      {rating !== null && <p className="live-thanks__rated">{t('live.rated', { n: rating })}</p>}
      <button type="button" className="live-button" disabled={busy} onClick={() => void again()}>
        {t('live.newQuestion')}
      </button>
    </div>
  );
}
