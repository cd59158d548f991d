/**
 * What other features may use of identity verification (eslint.config.js holds them to this
 * file): its status, which the account home shows.
 */
export { useRealnameStatus, type RealnameStatus } from './api/get-realname-status.ts';
