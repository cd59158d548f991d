import { first } from './first.ts';

export const second = (): string => 'second';
export const again = (): string => first();
