import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { meQueryOptions } from '../lib/current-operator.ts';
import { useToken } from '../lib/session.ts';

/**
 * Lets only a logged-in operator through. Without a token, or once a call answers 401 (the
 * http client then drops the token), the login page follows and remembers where to return.
 */
export const RequireOperator = () => {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });

  if (token === null) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (me.isPending) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin tip={t('console.loading')} />
      </Flex>
    );
  }
  if (me.isError) {
    return (
      <Result
        status="error"
        title={errorMessage(me.error, t)}
        extra={<Button onClick={() => void me.refetch()}>{t('common.ok')}</Button>}
      />
    );
  }
  return <Outlet />;
};
