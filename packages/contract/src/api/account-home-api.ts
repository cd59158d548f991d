import { emptySchema } from '../accounts.ts';
import { accountOverviewSchema } from '../commerce.ts';
import { endpoint } from './endpoint.ts';

/** The account home (/mine, /dashboard): one call gathers what its cards show. */
export const accountHomeApi = {
  overview: endpoint({
    path: 'mine/overview',
    summary: 'What the account home shows: wallet balance, orders per status, favorites, follows, applications.',
    notes: '`balance`: 0 without a wallet; `application`: the latest shop application, or null.',
    access: 'user',
    payload: emptySchema,
    data: accountOverviewSchema,
  }),
};
