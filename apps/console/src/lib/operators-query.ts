import { consoleRoutes } from '@steel-epd/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './http.ts';

/** The operator list: the operators page shows it, the audit log filters by it. */
export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['operators'],
    queryFn: ({ signal }) => call(consoleRoutes.operatorList, { signal }),
  });
