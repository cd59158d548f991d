import { Code, type Role, type StaffRoleChoice } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';

/*
 * What an admin may do to an account, in one place (issue 20): the calls are admin-only by the
 * contract's access (the dispatcher checks it); these are the rules on top, asked by the service.
 * An admin never locks themself out, an admin's account cannot be disabled, and staff own no shop.
 */

/** What the rules need of the account acted on. */
export interface AdminTarget {
  idx: number;
  role: Role;
  admin: boolean;
}

/**
 * Setting an account's staff role, as a refusal or null: an admin cannot take their own admin role
 * away (4003 `adminSelf`); a seller, or anyone owning a shop, cannot become staff (4003 `staffOwnsShop`).
 */
export function staffRoleRefusal(
  actorIdx: number,
  account: AdminTarget,
  choice: StaffRoleChoice,
  ownsShop: boolean,
): ApiError | null {
  if (account.idx === actorIdx && choice !== 'admin') return new ApiError(Code.forbidden, 'adminSelf');
  if (choice !== 'none' && (ownsShop || account.role === 'seller'))
    return new ApiError(Code.forbidden, 'staffOwnsShop');
  return null;
}

/** Disabling an account, as a refusal or null: never one's own (4003 `adminSelf`), never an admin's. */
export function disableRefusal(actorIdx: number, account: Pick<AdminTarget, 'idx' | 'admin'>): ApiError | null {
  if (account.idx === actorIdx) return new ApiError(Code.forbidden, 'adminSelf');
  if (account.admin) return new ApiError(Code.forbidden, 'adminProtected');
  return null;
}
