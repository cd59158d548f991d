import { apiQuery } from '../../../api/query.ts';

/** Everything the home page shows, from one catalog/home call. */
export const homeQuery = () => apiQuery('catalog/home');
