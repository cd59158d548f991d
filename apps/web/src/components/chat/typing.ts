import { TYPING_THROTTLE_MS } from '@storefront/contract/constants';

/** What a typing emitter does with the input: emit `inputing` (spec 4, 7.4). */
export interface TypingEmitter {
  /** The text changed: emitted at most once per 100 ms, the last text always goes out. */
  input(text: string): void;
  /** Typing stopped (sent, emptied, left): inputing false, at once. */
  stop(): void;
}

/**
 * Spec 4 / 9: typing emits an `inputing` event with the inputing flag and the current text, at
 * most once per TYPING_THROTTLE_MS. The first change goes out at once; later ones within the
 * window wait for its end, so the other side always ends up with the latest text.
 */
export function createTypingEmitter(
  emit: (inputing: boolean, text: string) => void,
  throttleMs = TYPING_THROTTLE_MS,
): TypingEmitter {
  let lastAt = -Infinity;
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let typing = false;

  const flush = () => {
    timer = null;
    if (pending === null) return;
    const text = pending;
    pending = null;
    lastAt = Date.now();
    typing = text !== '';
    emit(typing, text);
  };

  return {
    input(text) {
      pending = text;
      if (timer) return;
      const wait = lastAt + throttleMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      if (!typing) return;
      typing = false;
      lastAt = Date.now();
      emit(false, '');
    },
  };
}
