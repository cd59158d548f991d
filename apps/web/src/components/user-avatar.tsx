import { Image } from './image.tsx';
import './user-avatar.css';

/** The first letters of up to two words of a name, for a picture-less avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round avatar: a person's or a shop's picture, or their initials on the brand tint without one. */
export function UserAvatar({ name, avatar, size }: { name: string; avatar: string; size: number }) {
  if (avatar) return <Image src={avatar} alt="" width={size} height={size} className="user-avatar" />;
  return (
    <span
      className="user-avatar user-avatar--initials"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
