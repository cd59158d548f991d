import { z } from 'zod';
import { pagingSchema } from '../envelope.ts';

/** Who may call: anyone, a signed-in user, signed-in staff, or staff with the admin role (issue 20). */
export type Access = 'guest' | 'user' | 'staff' | 'admin';

/**
 * One API call as both sides see it (spec 7): the path it is POSTed to, the payload it takes,
 * the `data` it answers with on success, and who may call it. The server's `defineCall` takes
 * this declaration, so a handler's answer is checked against `data`; the web's request helper
 * takes its path and infers both payload and answer from it.
 */
export interface Endpoint<
  Path extends string = string,
  Payload extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  path: Path;
  /** One line for docs/API.md: what the call does. */
  summary: string;
  /** Prose for docs/API.md beyond the data shape: refusal codes, headers, `user` and `config`. */
  notes?: string;
  access: A;
  payload: Payload;
  data: Data;
}

/** Declares an endpoint, keeping its path literal and schema types. */
export function endpoint<
  const Path extends string,
  Payload extends z.ZodType,
  Data extends z.ZodType,
  A extends Access,
>(declaration: Endpoint<Path, Payload, Data, A>): Endpoint<Path, Payload, Data, A> {
  return declaration;
}

/** The answer of a call that carries no `data` on success. */
export const noData = z.undefined();

/** The one page shape of every list call (spec 3): `{ rows, paging: { current, total, size } }`. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), paging: pagingSchema });
}
export type Page<Row> = { rows: Row[]; paging: z.infer<typeof pagingSchema> };
