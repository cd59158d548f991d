import type { ReactNode } from 'react';

/**
 * Simplified flags for the 16 language options (keyed by country iso, spec 3), drawn on a
 * 30×20 canvas. This module is loaded with import() so it stays out of the first screen's JS.
 */

/** Points of an n-pointed star; rotation 0 puts the first point straight up. */
function star(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = 0): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation - 90 + (i * 180) / points) * Math.PI) / 180;
    coords.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return coords.join(' ');
}

const stripes = (colours: string[], vertical = false) =>
  colours.map((fill, i) => {
    const size = (vertical ? 30 : 20) / colours.length;
    return vertical ? (
      <rect key={i} x={i * size} width={size + 0.05} height={20} fill={fill} />
    ) : (
      <rect key={i} y={i * size} width={30} height={size + 0.05} fill={fill} />
    );
  });

/** Alternating stripes starting with `first`, `count` in all, over the full height. */
const bands = (count: number, first: string, second: string) =>
  Array.from({ length: count }, (_, i) => (
    <rect key={i} y={(i * 20) / count} width={30} height={20 / count + 0.05} fill={i % 2 === 0 ? first : second} />
  ));

const usStars = Array.from({ length: 12 }, (_, i) => (
  <circle
    key={i}
    cx={1.6 + (i % 4) * 2.9 + (Math.floor(i / 4) % 2) * 1.45}
    cy={1.7 + Math.floor(i / 4) * 3.4}
    r={0.55}
    fill="#fff"
  />
));

const trigram = (x: number, y: number, angle: number) => (
  <g transform={`rotate(${angle} ${x} ${y})`} fill="#000">
    <rect x={x - 2} y={y - 1.5} width={4} height={0.7} />
    <rect x={x - 2} y={y - 0.35} width={4} height={0.7} />
    <rect x={x - 2} y={y + 0.8} width={4} height={0.7} />
  </g>
);

const DRAWINGS: Record<string, ReactNode> = {
  US: (
    <>
      {bands(13, '#b22234', '#fff')}
      <rect width={12} height={(20 * 7) / 13} fill="#3c3b6e" />
      {usStars}
    </>
  ),
  DE: stripes(['#000', '#dd0000', '#ffce00']),
  GR: (
    <>
      {bands(9, '#0d5eaf', '#fff')}
      <rect width={(20 * 5) / 9} height={(20 * 5) / 9} fill="#0d5eaf" />
      <rect x={(20 * 2) / 9} width={20 / 9} height={(20 * 5) / 9} fill="#fff" />
      <rect y={(20 * 2) / 9} width={(20 * 5) / 9} height={20 / 9} fill="#fff" />
    </>
  ),
  ES: (
    <>
      <rect width={30} height={20} fill="#aa151b" />
      <rect y={5} width={30} height={10} fill="#f1bf00" />
      <rect x={7.5} y={7.5} width={3.2} height={4.2} rx={1} fill="#aa151b" />
    </>
  ),
  FR: stripes(['#002654', '#fff', '#ce1126'], true),
  IT: stripes(['#009246', '#fff', '#ce2b37'], true),
  JP: (
    <>
      <rect width={30} height={20} fill="#fff" />
      <circle cx={15} cy={10} r={6} fill="#bc002d" />
    </>
  ),
  KR: (
    <>
      <rect width={30} height={20} fill="#fff" />
      <g transform="rotate(33.7 15 10)">
        <circle cx={15} cy={10} r={5} fill="#0047a0" />
        <path d="M10 10A5 5 0 0 1 20 10A2.5 2.5 0 0 1 15 10A2.5 2.5 0 0 0 10 10Z" fill="#cd2e3a" />
      </g>
      {trigram(6, 4.5, -56.3)}
      {trigram(24, 15.5, -56.3)}
      {trigram(24, 4.5, 56.3)}
      {trigram(6, 15.5, 56.3)}
    </>
  ),
  MY: (
    <>
      {bands(14, '#cc0001', '#fff')}
      <rect width={15} height={(20 * 8) / 14} fill="#010066" />
      <circle cx={5.6} cy={5.7} r={3.8} fill="#fc0" />
      <circle cx={6.7} cy={5.7} r={3.2} fill="#010066" />
      <polygon points={star(11.2, 5.7, 2.6, 1.1, 14)} fill="#fc0" />
    </>
  ),
  PT: (
    <>
      <rect width={30} height={20} fill="#ff0000" />
      <rect width={12} height={20} fill="#006600" />
      <circle cx={12} cy={10} r={3.8} fill="#fc0" />
      <rect x={10.4} y={7.9} width={3.2} height={3.8} rx={1.2} fill="#ff0000" />
      <rect x={11.2} y={8.8} width={1.6} height={2} fill="#fff" />
    </>
  ),
  RU: stripes(['#fff', '#0039a6', '#d52b1e']),
  TH: (
    <>
      <rect width={30} height={20} fill="#a51931" />
      <rect y={20 / 6} width={30} height={(20 * 4) / 6} fill="#f4f5f8" />
      <rect y={(20 * 2) / 6} width={30} height={(20 * 2) / 6} fill="#2d2a4a" />
    </>
  ),
  TR: (
    <>
      <rect width={30} height={20} fill="#e30a17" />
      <circle cx={10.5} cy={10} r={5} fill="#fff" />
      <circle cx={11.75} cy={10} r={4} fill="#e30a17" />
      <polygon points={star(16.6, 10, 2.5, 1, 5, -90)} fill="#fff" />
    </>
  ),
  VN: (
    <>
      <rect width={30} height={20} fill="#da251d" />
      <polygon points={star(15, 10.4, 6, 2.3)} fill="#ff0" />
    </>
  ),
  CN: (
    <>
      <rect width={30} height={20} fill="#ee1c25" />
      <polygon points={star(5, 5, 3, 1.15)} fill="#ff0" />
      <polygon points={star(10, 2, 1, 0.4, 5, 23)} fill="#ff0" />
      <polygon points={star(12, 4, 1, 0.4, 5, 46)} fill="#ff0" />
      <polygon points={star(12, 7, 1, 0.4, 5, 70)} fill="#ff0" />
      <polygon points={star(10, 9, 1, 0.4, 5, 21)} fill="#ff0" />
    </>
  ),
  TW: (
    <>
      <rect width={30} height={20} fill="#fe0000" />
      <rect width={15} height={10} fill="#000095" />
      <polygon points={star(7.5, 5, 3.75, 2.1, 12)} fill="#fff" />
      <circle cx={7.5} cy={5} r={1.9} fill="#000095" />
      <circle cx={7.5} cy={5} r={1.6} fill="#fff" />
    </>
  ),
};

export interface FlagProps {
  /** Country iso of a language option's `value` (US, DE, GR...). */
  iso: string;
  className?: string;
}

/** A decorative flag: the language name always sits next to it, so it is hidden from screen readers. */
export function Flag({ iso, className }: FlagProps) {
  const drawing = DRAWINGS[iso.toUpperCase()];
  return (
    <svg
      className={`flag ${className ?? ''}`}
      viewBox="0 0 30 20"
      width={21}
      height={14}
      aria-hidden="true"
      focusable="false"
      data-iso={iso}
    >
      {drawing ?? <rect width={30} height={20} fill="#e5e6eb" />}
    </svg>
  );
}
