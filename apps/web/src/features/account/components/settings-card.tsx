import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';

export interface SettingsCardProps {
  /** The id prefix (from useId): the title is `${baseId}-title`. */
  baseId: string;
  title: string;
  intro?: string;
  /** The form element's own id, when something links to it. */
  id?: string;
  formRef?: Ref<HTMLFormElement>;
  /** Off for forms that check their own fields (the default); on where the browser may. */
  browserValidation?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  submit: { label: string; icon: LucideIcon; busy: boolean; disabled?: boolean };
  children: ReactNode;
}

/** One settings form as a card: title, intro, its fields, and the submit button. */
export function SettingsCard({
  baseId,
  title,
  intro,
  id,
  formRef,
  browserValidation = false,
  onSubmit,
  submit,
  children,
}: SettingsCardProps) {
  return (
    <form
      ref={formRef}
      id={id}
      className="card settings-card"
      aria-labelledby={`${baseId}-title`}
      noValidate={!browserValidation}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={`${baseId}-title`} className="settings-card__title">
        {title}
      </h2>
      {intro && <p className="settings-card__intro">{intro}</p>}
      {children}
      <BusyButton
        className="button button--primary settings-card__submit"
        busy={submit.busy}
        disabled={submit.disabled}
        icon={submit.icon}
      >
        {submit.label}
      </BusyButton>
    </form>
  );
}
