import { BadgeCheck, CircleDashed, Clock, ShieldAlert, type LucideIcon } from 'lucide-react';
import './review-status.css';

/** Where something staff review stands: an identity verification, a shop application. */
export type ReviewState = 'none' | 'pending' | 'approved' | 'rejected';

const ICONS: Record<ReviewState, LucideIcon> = {
  none: CircleDashed,
  pending: Clock,
  approved: BadgeCheck,
  rejected: ShieldAlert,
};

/** The review's state as a coloured pill with its icon and translated label. */
export function ReviewStatus({ state, label, testId }: { state: ReviewState; label: string; testId?: string }) {
  const Icon = ICONS[state];
  return (
    <p className={`review-status review-status--${state}`} data-testid={testId}>
      <Icon size={16} aria-hidden="true" />
      {label}
    </p>
  );
}
