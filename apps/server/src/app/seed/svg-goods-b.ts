import type { Drawing } from './svg-goods-a.ts';
import type { Tones } from './svg-kit.ts';

/** Product drawings, part two (toys, books, food, jewelry, shoes, appliances). */

const EYE = '#2b2118';

export function teddy(t: Tones): Drawing {
  const limb = (cx: number, cy: number, rx: number, ry: number, angle: number): string =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${t.base}" stroke="${t.dark}" stroke-width="3" transform="rotate(${angle} ${cx} ${cy})"/>`;
  return {
    art: `<g transform="rotate(-8 392 380)">
<rect x="352" y="340" width="68" height="68" rx="9" fill="#f2c14e" stroke="#c79a2b" stroke-width="3"/>
<circle cx="386" cy="374" r="12" fill="#fff" opacity="0.6"/>
</g>
<rect x="364" y="282" width="52" height="52" rx="8" fill="#5aa9e6" stroke="#3b82c4" stroke-width="3" transform="rotate(10 390 308)"/>
<path d="M390 296 L400 316 L380 316 Z" fill="#fff" opacity="0.7" transform="rotate(10 390 308)"/>
<g transform="translate(-24 0)">
<circle cx="172" cy="118" r="36" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<circle cx="308" cy="118" r="36" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<circle cx="172" cy="118" r="19" fill="${t.lighter}"/><circle cx="308" cy="118" r="19" fill="${t.lighter}"/>
${limb(150, 292, 30, 50, 28)}${limb(330, 292, 30, 50, -28)}
<ellipse cx="240" cy="316" rx="96" ry="86" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<ellipse cx="240" cy="330" rx="56" ry="50" fill="${t.lighter}"/>
${limb(182, 384, 42, 30, 0)}${limb(298, 384, 42, 30, 0)}
<ellipse cx="182" cy="388" rx="21" ry="14" fill="${t.lighter}"/><ellipse cx="298" cy="388" rx="21" ry="14" fill="${t.lighter}"/>
<circle cx="240" cy="180" r="84" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<circle cx="240" cy="180" r="84" fill="url(#sheen)" opacity="0.6"/>
<ellipse cx="240" cy="210" rx="38" ry="28" fill="${t.lighter}"/>
<ellipse cx="240" cy="198" rx="13" ry="9" fill="${EYE}"/>
<path d="M240 206 Q240 222 227 224 M240 206 Q240 222 253 224" stroke="${EYE}" stroke-width="3" fill="none" stroke-linecap="round"/>
<circle cx="208" cy="166" r="8" fill="${EYE}"/><circle cx="272" cy="166" r="8" fill="${EYE}"/>
<circle cx="210.5" cy="163.5" r="2.5" fill="#fff"/><circle cx="274.5" cy="163.5" r="2.5" fill="#fff"/>
<path d="M214 262 L240 274 L266 262 L266 286 L240 274 L214 286 Z" fill="#d64545" stroke="#a83232" stroke-width="2"/>
</g>`,
    shadow: { cx: 250, cy: 420, rx: 170 },
  };
}

export function book(t: Tones): Drawing {
  return {
    art: `<rect x="118" y="362" width="264" height="34" rx="4" fill="${t.lighter}" stroke="${t.dark}" stroke-width="2.5"/>
<rect x="128" y="370" width="248" height="10" fill="#f6f1e4"/>
<path d="M338 104 L358 114 L358 364 L338 360 Z" fill="#f6f1e4" stroke="#d6cdb8" stroke-width="2"/>
<path d="M342 120 L354 126 M342 160 L354 166 M342 200 L354 206 M342 240 L354 246 M342 280 L354 286 M342 320 L354 326" stroke="#e2d9c4" stroke-width="2"/>
<rect x="150" y="94" width="192" height="270" rx="6" fill="${t.base}" stroke="${t.dark}" stroke-width="3"/>
<rect x="150" y="94" width="192" height="270" rx="6" fill="url(#sheen)" opacity="0.7"/>
<rect x="150" y="94" width="26" height="270" rx="4" fill="${t.dark}"/>
<path d="M176 94 L176 364" stroke="${t.darker}" stroke-width="2"/>
<rect x="200" y="138" width="118" height="11" rx="4" fill="${t.ink}"/>
<rect x="212" y="158" width="94" height="6" rx="3" fill="${t.ink}" opacity="0.7"/>
<circle cx="259" cy="246" r="38" fill="none" stroke="${t.ink}" stroke-width="4"/>
<path d="M259 222 L266 240 L284 246 L266 252 L259 270 L252 252 L234 246 L252 240 Z" fill="${t.ink}"/>
<rect x="216" y="318" width="86" height="6" rx="3" fill="${t.ink}" opacity="0.6"/>
<path d="M300 360 L300 414 L310 404 L320 414 L320 360 Z" fill="#d4af37"/>`,
    shadow: { cx: 250, cy: 404, rx: 160 },
  };
}

export function mug(t: Tones): Drawing {
  const steam = [196, 232, 268]
    .map(
      (x, i) =>
        `<path d="M${x} ${150 - i * 6} q-14 -20 0 -40 q14 -20 0 -40" stroke="#b4c0cc" stroke-width="8" fill="none" stroke-linecap="round" opacity="${0.7 - i * 0.15}"/>`,
    )
    .join('');
  return {
    art: `${steam}
<ellipse cx="232" cy="392" rx="124" ry="22" fill="#fafafa" stroke="#dcdcdc" stroke-width="2"/>
<path d="M306 218 Q372 216 368 276 Q364 332 300 332" fill="none" stroke="${t.dark}" stroke-width="30" stroke-linecap="round"/>
<path d="M306 218 Q372 216 368 276 Q364 332 300 332" fill="none" stroke="${t.base}" stroke-width="22" stroke-linecap="round"/>
<path d="M150 180 L314 180 L304 368 Q302 386 284 386 L180 386 Q162 386 160 368 Z" fill="${t.base}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M150 180 L314 180 L304 368 Q302 386 284 386 L180 386 Q162 386 160 368 Z" fill="url(#sheen)"/>
<path d="M156 290 L308 290 L307 314 L157 314 Z" fill="${t.lighter}" opacity="0.85"/>
<ellipse cx="232" cy="180" rx="82" ry="16" fill="${t.dark}"/>
<ellipse cx="232" cy="183" rx="72" ry="11" fill="#6b4226"/>
<circle cx="386" cy="380" r="30" fill="#d9a55b" stroke="#b9853d" stroke-width="2"/>
<circle cx="376" cy="372" r="4" fill="#5a3a22"/><circle cx="394" cy="384" r="4" fill="#5a3a22"/><circle cx="384" cy="394" r="3.5" fill="#5a3a22"/>`,
    shadow: { cx: 240, cy: 406, rx: 170 },
  };
}

export function ring(t: Tones): Drawing {
  const band =
    'M128 292 a112 104 0 1 0 224 0 a112 104 0 1 0 -224 0 Z M154 292 a86 78 0 1 0 172 0 a86 78 0 1 0 -172 0 Z';
  const sparkle = (x: number, y: number, s: number): string =>
    `<path d="M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s} Z" fill="#fff"/>`;
  return {
    art: `<path d="${band}" fill="${t.base}" fill-rule="evenodd" stroke="${t.dark}" stroke-width="3"/>
<path d="M150 254 A104 96 0 0 1 228 192" stroke="${t.lighter}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/>
<path d="M330 336 A104 96 0 0 1 262 390" stroke="${t.darker}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.5"/>
<rect x="200" y="150" width="12" height="44" rx="4" fill="${t.base}" stroke="${t.dark}" stroke-width="2"/>
<rect x="268" y="150" width="12" height="44" rx="4" fill="${t.base}" stroke="${t.dark}" stroke-width="2"/>
<path d="M212 108 L268 108 L294 138 L186 138 Z" fill="#eef7ff" stroke="#9fb8d0" stroke-width="2" stroke-linejoin="round"/>
<path d="M186 138 L294 138 L240 196 Z" fill="#cfe3f7" stroke="#9fb8d0" stroke-width="2" stroke-linejoin="round"/>
<path d="M212 108 L226 138 L240 108 L254 138 L268 108 M226 138 L240 196 L254 138" stroke="#9fb8d0" stroke-width="1.5" fill="none"/>
${sparkle(324, 104, 16)}${sparkle(150, 92, 11)}${sparkle(300, 64, 8)}`,
    shadow: { cx: 240, cy: 404, rx: 125 },
  };
}

export function sneaker(t: Tones): Drawing {
  const upper =
    'M84 330 L82 220 Q82 186 114 184 Q160 200 206 190 L232 188 Q268 218 304 240 L356 264 ' +
    'Q406 280 416 312 L418 330 Z';
  const laces = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${242 + 24 * i} ${214 + 16 * i} l14 -16" stroke="${t.ink}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join('');
  return {
    art: `<path d="M204 196 L212 152 Q216 140 230 142 L250 148 Q258 152 256 164 L246 204 Z" fill="${t.light}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="${upper}" fill="${t.base}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="${upper}" fill="url(#sheen)" opacity="0.7"/>
<path d="M114 186 Q160 204 206 192" stroke="${t.darker}" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M228 198 Q266 226 306 248 L300 262 Q258 240 222 212 Z" fill="${t.dark}" opacity="0.35"/>
<path d="M356 264 Q406 280 416 312 L418 330 L344 330 Q336 292 356 264 Z" fill="${t.light}" opacity="0.6"/>
<path d="M82 232 Q108 236 112 280 Q110 318 84 322 Z" fill="${t.dark}" opacity="0.8"/>
<path d="M130 304 Q226 296 310 252 Q258 308 146 320 Z" fill="${t.lighter}" stroke="${t.dark}" stroke-width="2"/>
${laces}
<path d="M66 330 L404 330 Q434 328 432 348 L428 360 Q424 374 404 374 L86 374 Q66 374 66 356 Z" fill="#f7f7f5" stroke="#b9b9b3" stroke-width="3"/>
<path d="M68 358 L428 358" stroke="#c9c9c4" stroke-width="3"/>
<path d="M90 344 L400 344" stroke="#dededa" stroke-width="2" stroke-dasharray="10 8"/>`,
    shadow: { cx: 248, cy: 382, rx: 195 },
  };
}

export function kettle(t: Tones): Drawing {
  return {
    art: `<path d="M318 204 Q394 206 390 280 Q386 342 334 348" fill="none" stroke="${t.darker}" stroke-width="24" stroke-linecap="round"/>
<path d="M152 222 L102 194 Q92 190 94 202 L144 266 Z" fill="${t.base}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M140 380 L164 192 Q168 170 190 170 L290 170 Q312 170 316 192 L340 380 Z" fill="${t.base}" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M140 380 L164 192 Q168 170 190 170 L290 170 Q312 170 316 192 L340 380 Z" fill="url(#sheen)"/>
<path d="M176 190 L160 360" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.3"/>
<path d="M180 172 Q240 138 300 172 Z" fill="${t.dark}"/>
<rect x="226" y="136" width="28" height="16" rx="7" fill="${t.darker}"/>
<rect x="268" y="216" width="20" height="116" rx="10" fill="${t.lighter}" opacity="0.75" stroke="${t.dark}" stroke-width="2"/>
<path d="M272 250 L284 250 M272 276 L284 276 M272 302 L284 302" stroke="${t.dark}" stroke-width="2"/>
<rect x="124" y="376" width="232" height="26" rx="10" fill="${t.darker}"/>
<circle cx="240" cy="389" r="4.5" fill="#6ee7b7"/>`,
    shadow: { cx: 240, cy: 412, rx: 160 },
  };
}
