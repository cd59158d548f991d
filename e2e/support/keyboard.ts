import type { Page } from 'playwright-core';

/*
 * Keyboard use of a page (UI.md, accessibility): Tab alone reaches every control, each shows a
 * focus ring while focused from the keyboard, and Tab leads out of the page again (no trap).
 */

const FOCUSABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** What walking a page (or an open dialog) with Tab found. */
export interface TabWalk {
  /** Every control a mouse user can use there, by a readable name. */
  controls: string[];
  /** Controls Tab never reached. */
  unreached: string[];
  /** Focus stops that showed neither an outline nor a box shadow while focused. */
  noRing: string[];
  /** Whether Tab, after the last control, led focus out of the page (or, in a dialog, kept it inside). */
  finished: boolean;
  /** The focus stops in the order Tab visited them (for the failure message). */
  visited: string[];
}

interface WalkState {
  stops: { id: string | null; name: string; ring: boolean; inside: boolean }[];
  left: boolean;
}

declare global {
  interface Window {
    __keyboardWalk?: WalkState;
  }
}

/**
 * Marks the controls inside `scope` (a CSS selector) and starts logging focus stops. A radio
 * group is one control (Tab enters it once; the arrows move within it).
 */
async function markControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ([scopeSelector, selector]) => {
      const nameOf = (el: Element): string => {
        const labelled = el.getAttribute('aria-label');
        const labels = (el as HTMLInputElement).labels;
        const text =
          labelled ??
          (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
          el.getAttribute('title') ??
          el.textContent;
        const words = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        return `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${words}"`;
      };
      const NATIVE = 'a[href], button, input, select, textarea, summary';
      // What each control looks like unfocused: a box shadow it always has is no focus ring.
      const shadowAtRest = new WeakMap<Element, string>();
      const ringOf = (el: Element): boolean => {
        const shows = (node: Element) => {
          const style = getComputedStyle(node);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          const shadow = style.boxShadow !== 'none' && style.boxShadow !== shadowAtRest.get(node);
          return outline || shadow;
        };
        if (shows(el)) return true;
        // A visually hidden input (a file picker, a chip's radio) shows its focus on what draws it.
        const box = el.getBoundingClientRect();
        if (box.width > 2 && box.height > 2) return false;
        const drawn = el.closest('label') ?? el.parentElement;
        return drawn !== null && shows(drawn);
      };
      document.querySelectorAll('[data-keyboard-id]').forEach((el) => el.removeAttribute('data-keyboard-id'));
      const root = document.querySelector(scopeSelector);
      if (!root) throw new Error(`nothing matches ${scopeSelector}`);
      const names: string[] = [];
      const groups = new Map<string, string>();
      for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        if ((el as HTMLButtonElement).disabled || el.closest('[inert], fieldset[disabled]')) continue;
        // A native control taken out of the tab order (tabindex -1) is still one a mouse can use:
        // it counts, and shows as unreached; other elements with tabindex -1 are focus targets only.
        // (A hidden file input another button opens, tabindex -1 and aria-hidden, is not one.)
        if (el.tabIndex < 0 && (el.closest('[aria-hidden="true"]') || !el.matches(NATIVE))) continue;
        // Not rendered (display none, a closed <details>' content, visibility hidden): nobody can use it now.
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const drawnBy = el.closest('label') ?? el.parentElement;
        for (const node of [el, drawnBy]) if (node) shadowAtRest.set(node, getComputedStyle(node).boxShadow);
        const radioGroup = el instanceof HTMLInputElement && el.type === 'radio' && el.name ? el.name : null;
        if (radioGroup && groups.has(radioGroup)) {
          el.dataset.keyboardId = groups.get(radioGroup)!;
          continue;
        }
        const id = String(names.length);
        el.dataset.keyboardId = id;
        if (radioGroup) groups.set(radioGroup, id);
        names.push(radioGroup ? `radio group "${radioGroup}"` : nameOf(el));
      }
      const state: WalkState = { stops: [], left: false };
      window.__keyboardWalk = state;
      const onFocus = (event: FocusEvent) => {
        if (window.__keyboardWalk !== state) return document.removeEventListener('focusin', onFocus, true);
        const el = event.target as HTMLElement;
        state.stops.push({
          id: el.dataset?.keyboardId ?? null,
          name: nameOf(el),
          ring: ringOf(el),
          inside: root.contains(el),
        });
      };
      const onBlur = (event: FocusEvent) => {
        if (window.__keyboardWalk !== state) return document.removeEventListener('focusout', onBlur, true);
        if (event.relatedTarget === null) state.left = true;
      };
      document.addEventListener('focusin', onFocus, true);
      document.addEventListener('focusout', onBlur, true);
      return names;
    },
    [scope, FOCUSABLE] as const,
  );
}

/**
 * Presses Tab until every control in `scope` was focused and then until focus leaves the page
 * (`modal`: until it comes back round to the first control, never focusing the page under it).
 * Start with nothing focused (a fresh load) to walk a whole page, or inside the open dialog.
 */
export async function tabThrough(page: Page, options: { scope?: string; modal?: boolean } = {}): Promise<TabWalk> {
  const scope = options.scope ?? 'body';
  const controls = await markControls(page, scope);
  const limit = controls.length * 2 + 40;
  const read = () => page.evaluate(() => window.__keyboardWalk!);
  let state = await read();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    // Reading after each press costs a round trip; every few presses is enough to stop in time.
    if (presses % 8 !== 7 && presses < limit - 1) continue;
    state = await read();
    const seen = new Set(state.stops.map((s) => s.id));
    if (controls.every((_, i) => seen.has(String(i))) && finished(state, options.modal ?? false)) break;
  }
  state = await read();
  const seen = new Set(state.stops.map((s) => s.id));
  return {
    controls,
    unreached: controls.filter((_, i) => !seen.has(String(i))),
    noRing: [...new Set(state.stops.filter((s) => !s.ring).map((s) => s.name))],
    finished: finished(state, options.modal ?? false),
    visited: state.stops.map((s) => s.name),
  };
}

/** Out of the page, or (a dialog) round to its first stop again without focusing the page under it. */
function finished(state: WalkState, modal: boolean): boolean {
  if (!modal) return state.left;
  // A native modal <dialog> lets Tab out to the browser's own controls and back in, never onto the page.
  if (state.stops.some((s) => !s.inside)) return false;
  const first = state.stops[0]?.id;
  return state.stops.slice(1).some((s) => s.id === first);
}
