import {
  Apple,
  BookOpen,
  Dumbbell,
  Footprints,
  Gem,
  Laptop,
  LayoutGrid,
  Puzzle,
  Refrigerator,
  Shirt,
  Smartphone,
  Sofa,
  Sparkles,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * A category's `icon` is a lucide icon name chosen by the server. Only these are bundled
 * (each icon is imported by name so the rest of the set is tree-shaken); any other name
 * falls back to a neutral grid.
 */
const ICONS: Record<string, LucideIcon> = {
  shirt: Shirt,
  smartphone: Smartphone,
  laptop: Laptop,
  sofa: Sofa,
  sparkles: Sparkles,
  dumbbell: Dumbbell,
  puzzle: Puzzle,
  'book-open': BookOpen,
  apple: Apple,
  gem: Gem,
  footprints: Footprints,
  refrigerator: Refrigerator,
};

/** The icon of a category, decorative: the category's name is always shown next to it. */
export function CategoryIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name] ?? LayoutGrid;
  return <Icon aria-hidden="true" {...props} />;
}
