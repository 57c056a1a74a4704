import type { OperatorRole } from '@steel-epd/contract';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roleMayUse, useCurrentOperator } from '../lib/current-operator.ts';

/**
 * Shows a page only to roles that may use it. The server refuses the calls anyway; this spares
 * the operator a page of errors when they follow an old link.
 */
export const RoleGate = ({
  roles,
  children,
}: {
  roles: readonly OperatorRole[] | undefined;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  if (roleMayUse(operator?.role, roles)) return children;
  return <Result data-testid="forbidden" status="403" title="403" subTitle={t('console.forbidden')} />;
};
