/**
 * The page's only script tag (index.html): it starts the app once the first screen has painted.
 *
 * A public page arrives drawn by the server (its markup, its styles, its pictures), so nothing of
 * the app is needed to see it. Its chunks are listed in a JSON element instead of preloaded in the
 * head, and fetched from here: on a slow connection the first screen's pictures no longer share the
 * first round trips with the app's JavaScript, and the app hydrates one frame after the paint
 * (docs/ARCHITECTURE.md, "The first visit's scripts start after the first paint").
 */
import { startUpScripts } from './api/start-up-scripts.ts';

/** The longest the app waits for the first screen's pictures before it starts anyway. */
const PICTURES_WAIT_MS = 2500;

/** The pictures of the first screen that are still loading (a lazy picture below it is not waited for). */
function picturesInView(): HTMLImageElement[] {
  return [...document.images].filter((image) => {
    if (image.complete || image.loading === 'lazy') return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  });
}

/** The next task after the next paint (a hidden tab paints nothing, so it just waits for a task). */
const painted = () =>
  new Promise<void>((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') next();
    else requestAnimationFrame(next);
  });

/** Resolves once the first screen, its pictures included, has painted (or after PICTURES_WAIT_MS). */
async function firstScreenPainted(): Promise<void> {
  await painted();
  const pending = picturesInView();
  if (pending.length === 0) return;
  const loaded = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
  await painted();
}

function preload(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
}

void firstScreenPainted().then(() => {
  const { main, chunks } = startUpScripts();
  preload(chunks);
  // By its URL, not a path Vite resolves: the build's loader helper would be a chunk more to wait for.
  return import(/* @vite-ignore */ main);
});
