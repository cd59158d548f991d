#!/usr/bin/env node
// Makes the chat's emoji images (spec 2.4 and 9): 80 Twemoji graphics (CC-BY 4.0, see NOTICE),
// each rendered from the SVG of the devDependency @twemoji/svg to an 80×80 PNG (2× for the
// picker's 40 px) as apps/web/public/emoji/001.png … 080.png, which the build copies into the
// served dist. Messages keep an emoji as its path (`/emoji/007.png`), so a number must keep its
// picture once shipped: change this list only by replacing nothing that is already used.
// Usage: node scripts/make-emoji.mjs
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/emoji');
const twemoji = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** Twemoji file names (code points in hex, as @twemoji/svg names them), in the picker's order. */
const EMOJI = [
  // Smileys: 5 rows of 8.
  ['1f600', 'grinning face'],
  ['1f603', 'grinning face with big eyes'],
  ['1f604', 'grinning face with smiling eyes'],
  ['1f601', 'beaming face with smiling eyes'],
  ['1f606', 'grinning squinting face'],
  ['1f605', 'grinning face with sweat'],
  ['1f602', 'face with tears of joy'],
  ['1f923', 'rolling on the floor laughing'],
  ['1f642', 'slightly smiling face'],
  ['1f643', 'upside-down face'],
  ['1f609', 'winking face'],
  ['1f60a', 'smiling face with smiling eyes'],
  ['1f607', 'smiling face with halo'],
  ['1f970', 'smiling face with hearts'],
  ['1f60d', 'smiling face with heart-eyes'],
  ['1f929', 'star-struck'],
  ['1f618', 'face blowing a kiss'],
  ['1f60b', 'face savoring food'],
  ['1f61c', 'winking face with tongue'],
  ['1f917', 'smiling face with open hands'],
  ['1f92d', 'face with hand over mouth'],
  ['1f914', 'thinking face'],
  ['1f610', 'neutral face'],
  ['1f60f', 'smirking face'],
  ['1f644', 'face with rolling eyes'],
  ['1f60c', 'relieved face'],
  ['1f634', 'sleeping face'],
  ['1f60e', 'smiling face with sunglasses'],
  ['1f913', 'nerd face'],
  ['1f615', 'confused face'],
  ['1f62e', 'face with open mouth'],
  ['1f632', 'astonished face'],
  ['1f633', 'flushed face'],
  ['1f97a', 'pleading face'],
  ['1f622', 'crying face'],
  ['1f62d', 'loudly crying face'],
  ['1f629', 'weary face'],
  ['1f624', 'face with steam from nose'],
  ['1f620', 'angry face'],
  ['1f973', 'partying face'],
  // Gestures: 2 rows.
  ['1f44d', 'thumbs up'],
  ['1f44e', 'thumbs down'],
  ['1f44c', 'OK hand'],
  ['270c', 'victory hand'],
  ['1f91e', 'crossed fingers'],
  ['1f91f', 'love-you gesture'],
  ['1f919', 'call me hand'],
  ['1f44b', 'waving hand'],
  ['1f44f', 'clapping hands'],
  ['1f64c', 'raising hands'],
  ['1f91d', 'handshake'],
  ['1f64f', 'folded hands'],
  ['1f4aa', 'flexed biceps'],
  ['1f44a', 'oncoming fist'],
  ['1f449', 'backhand index pointing right'],
  ['1f937', 'person shrugging'],
  // Hearts and sparkle: a row and a half.
  ['2764', 'red heart'],
  ['1f9e1', 'orange heart'],
  ['1f49b', 'yellow heart'],
  ['1f49a', 'green heart'],
  ['1f499', 'blue heart'],
  ['1f49c', 'purple heart'],
  ['1f495', 'two hearts'],
  ['1f496', 'sparkling heart'],
  ['1f494', 'broken heart'],
  ['2728', 'sparkles'],
  ['1f525', 'fire'],
  ['2b50', 'star'],
  // Objects a shop's chat talks about: a row and a half.
  ['1f389', 'party popper'],
  ['1f381', 'wrapped gift'],
  ['1f382', 'birthday cake'],
  ['1f339', 'rose'],
  ['1f338', 'cherry blossom'],
  ['2615', 'hot beverage'],
  ['1f6cd', 'shopping bags'],
  ['1f4e6', 'package'],
  ['1f69a', 'delivery truck'],
  ['1f4b0', 'money bag'],
  ['1f4af', 'hundred points'],
  ['2705', 'check mark button'],
];

const SIZE = 80;

if (EMOJI.length !== 80 || new Set(EMOJI.map(([code]) => code)).size !== EMOJI.length) {
  throw new Error(`expected 80 distinct emoji, have ${EMOJI.length}`);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const [index, [code, name]] of EMOJI.entries()) {
  const svg = readFileSync(path.join(twemoji, `${code}.svg`));
  const file = path.join(out, `${String(index + 1).padStart(3, '0')}.png`);
  // Twemoji's view box is 36 units: rendered at a density that makes it 80 px, then fitted exactly.
  await sharp(svg, { density: (72 * SIZE) / 36 })
    .resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9, effort: 10, palette: true, quality: 90 })
    .toFile(file);
  console.log(`${path.basename(file)}  U+${code.toUpperCase().padEnd(5)}  ${name}`);
}
const bytes = readdirSync(out).reduce((sum, file) => sum + statSync(path.join(out, file)).size, 0);
console.log(`${EMOJI.length} images, ${(bytes / 1024).toFixed(1)} KiB in ${path.relative(root, out)}`);
