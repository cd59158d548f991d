import { luminance, mix } from './svg-kit.ts';

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Initials on a coloured shape: a circle for people (avatars), a rounded square for shops
 * (logos), which is how marketplaces usually tell the two apart. Drawn at 192 px and scaled.
 * The text needs a system font; DejaVu/Liberation/Arial all look fine, so the list is generous.
 */
export function monogramSvg(text: string, hex: string, shape: 'circle' | 'square'): string {
  const size = 192;
  const fg = luminance(hex) > 0.7 ? mix(hex, '#000000', 0.65) : '#ffffff';
  const background =
    shape === 'circle'
      ? `<circle cx="96" cy="96" r="96" fill="url(#g)"/>`
      : `<rect width="192" height="192" rx="44" fill="url(#g)"/>`;
  const fontSize = text.length > 1 ? 76 : 92;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${mix(hex, '#ffffff', 0.18)}"/><stop offset="1" stop-color="${mix(hex, '#000000', 0.12)}"/>
</linearGradient></defs>
${background}
<text x="96" y="96" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"
 font-weight="700" font-size="${fontSize}" letter-spacing="1" fill="${fg}">${escapeXml(text)}</text>
</svg>`;
}
