/// <reference lib="webworker" />
/**
 * Pays ICU's start-up off the main thread (lib/intl-warm-up.ts): the formatters the first screen
 * uses, in the page's language. ICU's data is the renderer's, shared by its threads, so the main
 * thread's own formatters are ready at once afterwards.
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  const lang = typeof event.data === 'string' ? event.data : 'en';
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
    new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(1234);
    new Intl.NumberFormat(lang).format(1234);
    new Intl.PluralRules(lang).select(2);
    Intl.DateTimeFormat().resolvedOptions();
  } finally {
    self.postMessage('ready');
  }
};
