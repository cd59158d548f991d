// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { START_UP_SCRIPTS_ID, startUpScripts } from './start-up-scripts.ts';

function list(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = START_UP_SCRIPTS_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(START_UP_SCRIPTS_ID)?.remove());

describe('startUpScripts', () => {
  it('gives the main module and the chunks the build and the server listed', () => {
    list('{"main":"/assets/main-1.js","chunks":["/assets/main-1.js","/assets/home-page-1.js"]}');
    expect(startUpScripts()).toEqual({
      main: '/assets/main-1.js',
      chunks: ['/assets/main-1.js', '/assets/home-page-1.js'],
    });
  });

  it('drops a chunk of another site, and starts as the dev server does without a valid list', () => {
    list('{"main":"/assets/main-1.js","chunks":["//evil.test/x.js","https://evil.test/y.js",7,"/assets/a.js"]}');
    expect(startUpScripts().chunks).toEqual(['/assets/a.js']);
    document.getElementById(START_UP_SCRIPTS_ID)?.remove();
    const dev = { main: '/src/main.tsx', chunks: [] };
    expect(startUpScripts()).toEqual(dev);
    list('{"main":"//evil.test/main.js","chunks":[]}');
    expect(startUpScripts()).toEqual(dev);
    document.getElementById(START_UP_SCRIPTS_ID)?.remove();
    list('{"main":');
    expect(startUpScripts()).toEqual(dev);
  });
});
