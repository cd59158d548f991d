/**
 * Small helpers for the seed's SVG illustrations: colour mixing and the "studio photo" frame
 * (pastel backdrop, soft vignette, floor shadow) every product drawing sits in. Drawings use a
 * 480 x 480 coordinate space; the renderer scales them to 240/480/960 pixels.
 */
export const CANVAS = 480;

/** Shades of the product colour a drawing needs: body, highlight, shadow and a contrast line. */
export interface Tones {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Lines and details that must read on top of `base` (dark on light colours, light on dark). */
  ink: string;
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}

/** Relative luminance in [0, 1], enough to tell light colours from dark ones. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function tonesOf(hex: string): Tones {
  return {
    base: hex,
    light: mix(hex, '#ffffff', 0.35),
    lighter: mix(hex, '#ffffff', 0.7),
    dark: mix(hex, '#000000', 0.22),
    darker: mix(hex, '#000000', 0.45),
    ink: luminance(hex) > 0.6 ? mix(hex, '#000000', 0.55) : mix(hex, '#ffffff', 0.75),
  };
}

/**
 * A soft backdrop that suits the product colour: a pale tint of it, except for very light
 * products (white sneakers, cream kettles) which would vanish on their own tint, and very dark
 * ones whose tint turns muddy grey; those get a cool blue-grey or warm sand instead.
 */
export function backdropOf(hex: string): { inner: string; outer: string } {
  const l = luminance(hex);
  const tint = l > 0.82 ? '#c9d6e3' : l < 0.25 ? '#d9cbb5' : hex;
  return { inner: mix(tint, '#ffffff', 0.9), outer: mix(tint, '#ffffff', 0.72) };
}

/** Wraps a drawing in the full SVG document with its backdrop and floor shadow. */
export function frame(hex: string, drawing: string, shadow: { cx: number; cy: number; rx: number }): string {
  const bg = backdropOf(hex);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">
<defs>
  <radialGradient id="bg" cx="50%" cy="42%" r="75%">
    <stop offset="0" stop-color="${bg.inner}"/><stop offset="1" stop-color="${bg.outer}"/>
  </radialGradient>
  <radialGradient id="shadow" cx="50%" cy="50%" r="50%">
    <stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="${CANVAS}" height="${CANVAS}" fill="url(#bg)"/>
<circle cx="400" cy="86" r="56" fill="#fff" opacity="0.35"/>
<circle cx="72" cy="392" r="38" fill="#fff" opacity="0.25"/>
<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${Math.round(shadow.rx / 5)}" fill="url(#shadow)"/>
${drawing}
</svg>`;
}
