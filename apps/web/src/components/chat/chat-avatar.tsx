import { AVATAR_DEFAULT_SIZE } from '@storefront/contract/constants';
import { Headset } from 'lucide-react';
import { UserAvatar } from '../user-avatar.tsx';

/** A round avatar (spec 2.4: 88 px unless told): the picture, or the initials without one. */
export function ChatAvatar({ src, name, size = AVATAR_DEFAULT_SIZE }: { src: string; name: string; size?: number }) {
  return <UserAvatar avatar={src} name={name} size={size} />;
}

/** Spec 6: staff always show with one fixed default avatar. */
export function StaffAvatar({ size = AVATAR_DEFAULT_SIZE }: { size?: number }) {
  return (
    <span className="user-avatar user-avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      <Headset size={Math.round(size * 0.55)} />
    </span>
  );
}
