import { Check, Plus } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

/** What following needs of a shop: which, whether followed, and the count to change with it. */
export interface FollowTarget {
  idx: number;
  following: boolean;
  followers: number;
}

export interface FollowButtonProps {
  shop: FollowTarget & { name: string };
  busy: boolean;
  onToggle: (shop: FollowTarget) => void;
}

/** A toggle button (aria-pressed): 'Follow' becomes 'Following'; the shop name tells lists apart. */
export function FollowButton({ shop, busy, onToggle }: FollowButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button follow-button${shop.following ? ' follow-button--on' : ' button--primary'}`}
      aria-pressed={shop.following}
      aria-busy={busy || undefined}
      onClick={() => onToggle(shop)}
    >
      {shop.following ? <Check size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
      {shop.following ? t('catalog.shop.following') : t('catalog.shop.follow')}
      <span className="visually-hidden"> {shop.name}</span>
    </button>
  );
}
