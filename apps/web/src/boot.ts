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

/**
 * The first screen's main pictures still loading: those the app asks for at high priority (a
 * product's first picture, the hero, the first cards). Read from the markup, so no layout is forced.
 */
const mainPicturesLoading = (): HTMLImageElement[] =>
  [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);

/** The next task after the next paint (a hidden tab paints nothing, so it just waits for a task). */
const painted = () =>
  new Promise<void>((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') next();
    else requestAnimationFrame(next);
  });

/** Resolves once the first screen, its main pictures included, has painted (or after PICTURES_WAIT_MS). */
async function firstScreenPainted(): Promise<void> {
  await painted();
  const pending = mainPicturesLoading();
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app: every chunk is fetched at once, and the main module's, with the chunks it
 * imports, evaluated one chunk a task, in the order they would evaluate in one (each after those
 * it imports; src/api/start-up-scripts.ts), so no task holds React, the libraries and the frame
 * together. By URL, not a path Vite resolves: the build's loader helper would be a chunk more to wait for.
 */
async function start(): Promise<void> {
  await firstScreenPainted();
  const { main, chunks } = startUpScripts();
  preload(chunks);
  const first = chunks.includes(main) ? chunks.slice(0, chunks.indexOf(main)) : [];
  for (const chunk of first) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
  await import(/* @vite-ignore */ main);
}

void start();
