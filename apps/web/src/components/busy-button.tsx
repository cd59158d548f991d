import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The call runs: the spinner shows, the button is disabled and marked aria-busy. */
  busy: boolean;
  /** Shown while not busy, in the spinner's place; without one, nothing stands there. */
  icon?: LucideIcon;
  iconSize?: number;
  children: ReactNode;
}

/** A (submit) button that shows progress and cannot be pressed again while its call runs. */
export function BusyButton({
  busy,
  icon: Icon,
  iconSize = 18,
  type = 'submit',
  disabled,
  children,
  ...button
}: BusyButtonProps) {
  return (
    <button {...button} type={type} disabled={busy || disabled} aria-busy={busy}>
      {busy ? (
        <LoaderCircle size={iconSize} className="spin" aria-hidden="true" />
      ) : (
        Icon && <Icon size={iconSize} aria-hidden="true" />
      )}
      {children}
    </button>
  );
}
