import { Code } from '@storefront/contract/codes';
import { LoaderCircle, Mail } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { request } from '../../api/request.ts';
import { notify } from '../../components/dialogs/message-store.ts';
import { subscriptionEmailProblem, type SubscriptionEmailProblem } from './subscription-email.ts';
import './newsletter-form.css';

/** The footer's newsletter subscribe box (spec 2.8; rule of spec 5; call of spec 7.3). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<SubscriptionEmailProblem | null>(null);
  const [sending, setSending] = useState(false);
  // State updates land after the handler returns; the ref stops a second press before that.
  const sendingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = subscriptionEmailProblem(email);
    setProblem(found);
    if (found) {
      notify.error(t(found));
      inputRef.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    const answer = await request('user/subscription', { email: email.trim() });
    sendingRef.current = false;
    setSending(false);
    if (answer?.code === Code.ok) {
      notify.success(t('subscribeOk'));
      setEmail('');
      return;
    }
    // The spec leaves failures open: show the server's reason (e.g. too many tries) if it gave one.
    notify.error(answer?.message ? String(answer.message) : t('action.failed'));
  };

  return (
    <form
      className="newsletter"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h2 id={`${id}-title`} className="newsletter__title">
        <Mail size={20} aria-hidden="true" /> {t('newsletter.title')}
      </h2>
      <p className="newsletter__text">{t('newsletter.text')}</p>
      <div className="field newsletter__field">
        <label htmlFor={`${id}-email`}>{t('newsletter.emailLabel')}</label>
        <div className="newsletter__row">
          <input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-error`}
          />
          <p id={`${id}-error`} className="field__error newsletter__error">
            {problem ? t(problem) : ''}
          </p>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
            {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </button>
        </div>
      </div>
    </form>
  );
}
