import { storage } from '../../lib/storage.ts';

const LAST_CHIMED = 'chat-chimed';
let context: AudioContext | null = null;

/**
 * A short two-note chime for a new chat message from the other side (spec 9: live chat and private
 * messages), made with the Web Audio API (no sound file to download). Every open tab hears the
 * message; the first to note its key (chat and idx) plays it, so several tabs do not chime together. Browsers allow sound only after the
 * page has had a user gesture; before that it is silently skipped.
 */
export function playChime(key: string): void {
  if (storage.get(LAST_CHIMED) === key) return;
  storage.set(LAST_CHIMED, key);
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.3);
    }
  } catch {
    // no audio on this device
  }
}
