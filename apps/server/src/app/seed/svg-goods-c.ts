import type { Drawing } from './svg-goods-a.ts';
import type { Tones } from './svg-kit.ts';

/** Product drawings, part three: a throw pillow (home) and a jar of honey or jam (food). */

export function pillow(t: Tones): Drawing {
  // A plump square cushion: corners pulled out, sides pinched in, shaded darker towards its
  // edges so it reads as stuffed, creases running in from the corners to a button tuft.
  const body =
    'M104 132 Q172 156 240 148 Q308 156 376 132 Q354 206 362 280 Q354 354 376 412 ' +
    'Q308 390 240 398 Q172 390 104 412 Q126 354 118 280 Q126 206 104 132 Z';
  const creases = [
    'M116 146 Q170 196 214 254',
    'M364 146 Q310 196 266 254',
    'M116 398 Q170 350 214 306',
    'M364 398 Q310 350 266 306',
  ]
    .map((d) => `<path d="${d}" stroke="${t.dark}" stroke-width="4" fill="none" opacity="0.3" stroke-linecap="round"/>`)
    .join('');
  return {
    art: `<defs><radialGradient id="puff" cx="44%" cy="40%" r="62%">
<stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/>
</radialGradient></defs>
<path d="${body}" fill="${t.base}"/>
<path d="${body}" fill="url(#puff)"/>
<ellipse cx="196" cy="222" rx="74" ry="50" fill="#fff" opacity="0.14" transform="rotate(-20 196 222)"/>
${creases}
<path d="${body}" fill="none" stroke="${t.dark}" stroke-width="7" stroke-linejoin="round"/>
<circle cx="240" cy="280" r="15" fill="${t.dark}"/>
<circle cx="240" cy="280" r="10" fill="${t.light}"/>
<path d="M104 132 L90 116 M376 132 L390 116 M104 412 L90 428 M376 412 L390 428" stroke="${t.dark}" stroke-width="6" stroke-linecap="round"/>`,
    shadow: { cx: 240, cy: 426, rx: 164 },
  };
}

export function jar(t: Tones): Drawing {
  return {
    art: `<rect x="164" y="118" width="152" height="46" rx="10" fill="#c9a24a" stroke="#9c7a2c" stroke-width="3"/>
<path d="M176 128 L176 156 M200 128 L200 156 M224 128 L224 156 M248 128 L248 156 M272 128 L272 156 M296 128 L296 156" stroke="#9c7a2c" stroke-width="2" opacity="0.6"/>
<path d="M152 112 Q240 88 328 112 L316 126 Q240 108 164 126 Z" fill="#f3ead8" stroke="#c9b48a" stroke-width="2"/>
<path d="M172 164 L308 164 Q346 182 346 226 L346 370 Q346 404 312 404 L168 404 Q134 404 134 370 L134 226 Q134 182 172 164 Z" fill="#eef3f6" fill-opacity="0.55" stroke="#9fb0bc" stroke-width="3"/>
<path d="M146 214 Q146 196 172 190 L308 190 Q334 196 334 214 L334 366 Q334 392 308 392 L172 392 Q146 392 146 366 Z" fill="${t.base}"/>
<path d="M146 214 Q146 196 172 190 L308 190 Q334 196 334 214 L334 366 Q334 392 308 392 L172 392 Q146 392 146 366 Z" fill="url(#sheen)"/>
<rect x="168" y="252" width="144" height="86" rx="10" fill="#fffaf0" stroke="${t.dark}" stroke-width="3"/>
<rect x="190" y="276" width="100" height="10" rx="5" fill="${t.dark}"/>
<rect x="206" y="298" width="68" height="8" rx="4" fill="${t.dark}" opacity="0.55"/>
<path d="M156 214 Q154 300 160 372" stroke="#fff" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"/>
<g transform="rotate(-30 372 372)">
<rect x="366" y="270" width="12" height="80" rx="5" fill="#b98a5e" stroke="#8a623d" stroke-width="2"/>
<ellipse cx="372" cy="372" rx="22" ry="26" fill="#c99b6a" stroke="#8a623d" stroke-width="2"/>
<path d="M352 362 L392 362 M350 376 L394 376" stroke="#8a623d" stroke-width="3"/>
</g>`,
    shadow: { cx: 240, cy: 412, rx: 150 },
  };
}
