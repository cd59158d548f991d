import { AVATAR_DEFAULT_SIZE } from '@storefront/contract/constants';
import { Headset } from 'lucide-react';
import { Image } from '../../components/image.tsx';

/** The first letters of up to two words of a name, for a picture-less avatar. */
function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round avatar (spec 2.4: 88 px unless told): the picture, or the initials without one. */
export function PmAvatar({ src, name, size = AVATAR_DEFAULT_SIZE }: { src: string; name: string; size?: number }) {
  if (src) return <Image src={src} alt="" width={size} height={size} className="pm-avatar" />;
  return (
    <span
      className="pm-avatar pm-avatar--initials"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initialsOf(name) || '?'}
    </span>
  );
}

/** Spec 6: staff always show with one fixed default avatar. */
export function StaffAvatar({ size = AVATAR_DEFAULT_SIZE }: { size?: number }) {
  return (
    <span className="pm-avatar pm-avatar--staff" style={{ width: size, height: size }} aria-hidden="true">
      <Headset size={Math.round(size * 0.55)} />
    </span>
  );
}
