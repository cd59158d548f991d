/**
 * Starts the app on a page whose first screen the server wrote into the HTML (issue 4; see
 * apps/server/src/modules/seo/html.ts). The server parks the app's scripts in
 * <template id="app-scripts">: fetched alongside the page's main image they would only slow it
 * down, and the screen is already there without them. They are added once that image has
 * painted, or after a few seconds whatever happens.
 */
const APP_SCRIPTS_ID = 'app-scripts';
const LONGEST_WAIT_MS = 3000;
/** Elements added per task: each starts a request, and a few dozen at once make a long task. */
const PER_TASK = 4;

function addAppScripts(): void {
  const template = document.getElementById(APP_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  // The entry script and its chunks come first, then the page's chunks and the language pack.
  const sources = Array.from(template.content.children);
  const addBatch = (from: number) => {
    for (const source of sources.slice(from, from + PER_TASK)) {
      // New elements rather than clones: a script parsed inside a template would never run.
      const element = document.createElement(source.localName);
      for (const { name, value } of Array.from(source.attributes)) element.setAttribute(name, value);
      document.head.append(element);
    }
    if (from + PER_TASK < sources.length) setTimeout(() => addBatch(from + PER_TASK), 0);
  };
  addBatch(0);
}

/** Runs after the frame that paints the current state has been produced. */
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
if (!image || image.complete) {
  afterNextPaint(addAppScripts);
} else {
  image.addEventListener('load', () => afterNextPaint(addAppScripts), { once: true });
  image.addEventListener('error', addAppScripts, { once: true });
}
setTimeout(addAppScripts, LONGEST_WAIT_MS);
