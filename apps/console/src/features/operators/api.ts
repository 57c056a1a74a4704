import { consoleRoutes, type OperatorRole, type TOperatorCreate } from '@steel-epd/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { operatorsQueryOptions } from '../../lib/operators-query.ts';
import { auditLogKey, useInvalidate } from '../../lib/query-keys.ts';

/**
 * Every change to operators. Each refreshes the operator list and the audit log, which now
 * holds an entry for it.
 */
export const useOperatorMutations = () => {
  const onSuccess = useInvalidate(operatorsQueryOptions().queryKey, auditLogKey);
  return {
    create: useMutation({
      mutationFn: (body: TOperatorCreate) => call(consoleRoutes.operatorCreate, { body }),
      onSuccess,
    }),
    setRole: useMutation({
      mutationFn: ({ id, role }: { id: number; role: OperatorRole }) =>
        call(consoleRoutes.operatorSetRole, { params: { id }, body: { role } }),
      onSuccess,
    }),
    setDisabled: useMutation({
      mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
        call(disabled ? consoleRoutes.operatorDisable : consoleRoutes.operatorEnable, { params: { id } }),
      onSuccess,
    }),
    resetPassword: useMutation({
      mutationFn: ({ id, password }: { id: number; password: string }) =>
        call(consoleRoutes.operatorResetPassword, { params: { id }, body: { password } }),
      onSuccess,
    }),
  };
};

export type OperatorMutations = ReturnType<typeof useOperatorMutations>;
