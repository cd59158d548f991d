/** Application result codes carried in every response envelope (DESIGN.md section 3). */
export const Code = {
  ok: 0,
  invalidInput: 4000,
  tradePasswordError: 4002,
  forbidden: 4003,
  notFound: 4004,
  notSignedIn: 4012,
  tooManyRequests: 4029,
  serverFault: 5000,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];
