// Imports second.ts, which imports this file back: the cycle lint-boundaries.test.ts expects caught.
import { second } from './second.ts';

export const first = (): string => `first, then ${second()}`;
