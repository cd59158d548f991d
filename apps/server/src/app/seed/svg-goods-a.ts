import type { Tones } from './svg-kit.ts';

/**
 * Product drawings, part one (fashion, phones, computers, home, beauty, sports). Each returns
 * SVG elements in the 480 x 480 space plus where its floor shadow goes. Simple flat shapes with
 * a highlight and a shade are enough to read as "a product photo" at thumbnail size.
 */
export interface Drawing {
  art: string;
  shadow: { cx: number; cy: number; rx: number };
}

export function shirt(t: Tones): Drawing {
  const body =
    'M176 100 L120 118 Q96 128 88 150 L64 232 Q62 242 72 246 L112 258 Q122 260 124 250 L140 196 L140 392 ' +
    'Q140 404 152 404 L328 404 Q340 404 340 392 L340 196 L356 250 Q358 260 368 258 L408 246 Q418 242 416 232 ' +
    'L392 150 Q384 128 360 118 L304 100 Z';
  const buttons = [190, 235, 280, 325, 370]
    .map((y) => `<circle cx="240" cy="${y}" r="5.5" fill="${t.lighter}" stroke="${t.dark}" stroke-width="2"/>`)
    .join('');
  return {
    art: `<path d="${body}" fill="${t.base}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="${body}" fill="url(#sheen)" opacity="0.6"/>
<path d="M176 100 Q240 86 304 100 L240 150 Z" fill="${t.darker}"/>
<path d="M176 100 L240 150 L214 174 L166 120 Z" fill="${t.light}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M304 100 L240 150 L266 174 L314 120 Z" fill="${t.light}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M240 150 L240 404" stroke="${t.dark}" stroke-width="3"/>
${buttons}
<rect x="272" y="204" width="44" height="50" rx="4" fill="none" stroke="${t.dark}" stroke-width="2.5" opacity="0.7"/>
<path d="M72 246 L112 258 M368 258 L408 246" stroke="${t.dark}" stroke-width="6" opacity="0.5"/>
<path d="M176 290 Q194 340 180 392 M304 300 Q290 350 300 392" stroke="${t.dark}" stroke-width="3" fill="none" opacity="0.25"/>`,
    shadow: { cx: 240, cy: 414, rx: 130 },
  };
}

export function phone(t: Tones): Drawing {
  const icons = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      const x = 134 + (i % 4) * 27;
      const y = 318 + Math.floor(i / 4) * 30;
      return `<rect x="${x}" y="${y}" width="19" height="19" rx="5" fill="#fff" opacity="${0.55 + (i % 3) * 0.15}"/>`;
    })
    .join('');
  return {
    art: `<defs><linearGradient id="screen" x1="0" y1="0" x2="0.6" y2="1">
<stop offset="0" stop-color="${t.lighter}"/><stop offset="0.55" stop-color="${t.base}"/><stop offset="1" stop-color="${t.darker}"/>
</linearGradient></defs>
<g transform="rotate(9 300 240)">
<rect x="222" y="78" width="150" height="310" rx="28" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<rect x="222" y="78" width="150" height="310" rx="28" fill="url(#sheen)"/>
<rect x="240" y="96" width="70" height="80" rx="18" fill="${t.dark}" stroke="${t.darker}" stroke-width="2"/>
<circle cx="262" cy="120" r="14" fill="#16181c" stroke="${t.light}" stroke-width="4"/>
<circle cx="262" cy="154" r="14" fill="#16181c" stroke="${t.light}" stroke-width="4"/>
<circle cx="293" cy="120" r="5" fill="#fff6d5"/>
</g>
<rect x="108" y="92" width="150" height="310" rx="28" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<rect x="114" y="98" width="138" height="298" rx="23" fill="#15171b"/>
<rect x="120" y="104" width="126" height="286" rx="19" fill="url(#screen)"/>
<path d="M120 250 Q170 210 246 236 L246 300 Q180 276 120 300 Z" fill="#fff" opacity="0.18"/>
<rect x="148" y="150" width="70" height="16" rx="8" fill="#fff" opacity="0.8"/>
<rect x="160" y="174" width="46" height="8" rx="4" fill="#fff" opacity="0.55"/>
${icons}
<circle cx="183" cy="116" r="5" fill="#000"/>`,
    shadow: { cx: 240, cy: 418, rx: 150 },
  };
}

export function laptop(t: Tones): Drawing {
  return {
    art: `<defs><linearGradient id="lcd" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#1f2937"/><stop offset="1" stop-color="${t.darker}"/>
</linearGradient></defs>
<rect x="92" y="96" width="296" height="196" rx="14" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<rect x="106" y="110" width="268" height="168" rx="4" fill="url(#lcd)"/>
<rect x="124" y="128" width="150" height="96" rx="6" fill="#fff" opacity="0.9"/>
<rect x="124" y="128" width="150" height="16" rx="6" fill="${t.light}"/>
<rect x="136" y="156" width="90" height="7" rx="3" fill="#94a3b8"/>
<rect x="136" y="171" width="120" height="7" rx="3" fill="#cbd5e1"/>
<rect x="136" y="186" width="104" height="7" rx="3" fill="#cbd5e1"/>
<rect x="250" y="168" width="108" height="84" rx="6" fill="${t.lighter}" opacity="0.9"/>
<circle cx="304" cy="204" r="20" fill="${t.base}" opacity="0.8"/>
<rect x="190" y="258" width="100" height="12" rx="6" fill="#fff" opacity="0.35"/>
<circle cx="240" cy="103" r="3" fill="${t.darker}"/>
<path d="M56 292 L424 292 L446 328 Q448 340 436 340 L44 340 Q32 340 34 328 Z" fill="${t.light}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M36 328 L444 328" stroke="${t.dark}" stroke-width="2" opacity="0.6"/>
<rect x="206" y="292" width="68" height="8" rx="4" fill="${t.dark}"/>`,
    shadow: { cx: 240, cy: 350, rx: 215 },
  };
}

export function lamp(t: Tones): Drawing {
  return {
    art: `<ellipse cx="240" cy="236" rx="150" ry="60" fill="#fff3c4" opacity="0.35"/>
<rect x="132" y="360" width="12" height="60" rx="3" fill="#8a623d"/>
<rect x="336" y="360" width="12" height="60" rx="3" fill="#8a623d"/>
<rect x="110" y="344" width="260" height="18" rx="6" fill="#b98a5e" stroke="#8a623d" stroke-width="2"/>
<rect x="140" y="396" width="200" height="8" rx="3" fill="#a57a50"/>
<rect x="130" y="306" width="40" height="38" rx="5" fill="#e8e1d4" stroke="#c4baa8" stroke-width="2"/>
<ellipse cx="140" cy="286" rx="10" ry="24" fill="#4f8a5b" transform="rotate(-25 140 286)"/>
<ellipse cx="160" cy="282" rx="10" ry="26" fill="#5f9e6a" transform="rotate(20 160 282)"/>
<ellipse cx="150" cy="276" rx="9" ry="28" fill="#3f7a4c"/>
<rect x="300" y="330" width="56" height="14" rx="2" fill="#cbd5e1"/>
<rect x="306" y="318" width="48" height="12" rx="2" fill="#94a3b8"/>
<rect x="236" y="200" width="8" height="70" fill="#b08d57"/>
<path d="M210 344 Q186 306 212 266 L268 266 Q294 306 270 344 Z" fill="${t.light}" stroke="${t.dark}" stroke-width="3"/>
<path d="M222 336 Q206 306 224 274" stroke="#fff" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/>
<path d="M176 106 L304 106 L340 206 L140 206 Z" fill="${t.base}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M176 106 L304 106 L340 206 L140 206 Z" fill="url(#sheen)"/>
<ellipse cx="240" cy="206" rx="100" ry="9" fill="#fff6d5"/>`,
    shadow: { cx: 240, cy: 428, rx: 160 },
  };
}

export function cosmetics(t: Tones): Drawing {
  return {
    art: `<rect x="156" y="118" width="64" height="56" rx="8" fill="#c9a44c" stroke="#9c7a2f" stroke-width="2.5"/>
<rect x="164" y="124" width="10" height="44" rx="5" fill="#fff" opacity="0.35"/>
<rect x="168" y="172" width="40" height="18" fill="#e8d9a8"/>
<rect x="122" y="188" width="132" height="206" rx="26" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<rect x="122" y="188" width="132" height="206" rx="26" fill="url(#sheen)"/>
<rect x="136" y="206" width="16" height="168" rx="8" fill="#fff" opacity="0.35"/>
<rect x="150" y="262" width="80" height="72" rx="6" fill="#fffdf7" opacity="0.92"/>
<rect x="164" y="280" width="52" height="7" rx="3" fill="${t.dark}"/>
<rect x="172" y="296" width="36" height="4" rx="2" fill="${t.dark}" opacity="0.6"/>
<rect x="168" y="308" width="44" height="4" rx="2" fill="${t.dark}" opacity="0.4"/>
<rect x="286" y="262" width="72" height="132" rx="8" fill="#d4af37" stroke="#a8862a" stroke-width="2.5"/>
<rect x="294" y="270" width="12" height="116" rx="6" fill="#fff" opacity="0.35"/>
<rect x="286" y="254" width="72" height="14" rx="3" fill="#e8cc6a" stroke="#a8862a" stroke-width="2"/>
<rect x="296" y="204" width="52" height="52" fill="#e3c36b" stroke="#a8862a" stroke-width="2"/>
<path d="M300 206 L300 162 Q300 148 312 142 L344 124 L344 206 Z" fill="${t.base}" stroke="${t.dark}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M307 200 L307 162 Q307 154 315 150 L320 147 L320 200 Z" fill="#fff" opacity="0.3"/>`,
    shadow: { cx: 240, cy: 400, rx: 150 },
  };
}

export function ball(t: Tones): Drawing {
  return {
    art: `<defs><radialGradient id="ballshade" cx="38%" cy="32%" r="75%">
<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
</radialGradient></defs>
<circle cx="240" cy="232" r="132" fill="${t.base}" stroke="${t.darker}" stroke-width="4"/>
<g stroke="${t.darker}" stroke-width="6" fill="none" stroke-linecap="round">
<path d="M240 100 L240 364"/><path d="M108 232 L372 232"/>
<path d="M156 130 Q214 232 156 334"/><path d="M324 130 Q266 232 324 334"/>
</g>
<circle cx="240" cy="232" r="132" fill="url(#ballshade)"/>
<ellipse cx="192" cy="176" rx="46" ry="28" fill="#fff" opacity="0.3" transform="rotate(-32 192 176)"/>`,
    shadow: { cx: 240, cy: 382, rx: 125 },
  };
}
