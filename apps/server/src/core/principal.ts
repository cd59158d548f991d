import type { Role } from '@storefront/contract';
import type { Access } from '@storefront/contract/api';

export type { Access };

/** Who is calling: a signed-in user with their session, or nobody. */
export interface Principal {
  idx: number;
  role: Role;
  /** Staff with the admin role (issue 20); absent where the principal was not read from the database. */
  admin?: boolean;
  sessionId: string;
  familyId: string;
}

/** A guest call may be anonymous; a signed-in or staff call always has its caller. */
export type PrincipalFor<A extends Access> = A extends 'guest' ? Principal | null : Principal;
