import { ApiError, useApiErrorToast } from '@steel-epd/web';
import { App, type FormInstance } from 'antd';
import { applyFieldErrors } from './field-errors.ts';

interface Mutation<V> {
  mutate(variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * Sends a dialog's form the console's way: on success an optional toast, the form is reset and
 * the dialog closes; a refusal puts the server's field errors on their fields, or shows its
 * message when it names none of them.
 */
export const useFormSubmit = (form: FormInstance, onDone: () => void) => {
  const toast = useApiErrorToast();
  const { message } = App.useApp();
  return <V>(mutation: Mutation<V>, variables: V, successText?: string) =>
    mutation.mutate(variables, {
      onSuccess: () => {
        if (successText) void message.success(successText);
        form.resetFields();
        onDone();
      },
      onError: (error) => {
        const rest = error instanceof ApiError ? applyFieldErrors(form, error.fields) : [];
        // A refusal that named none of the form's fields still needs saying.
        if (!(error instanceof ApiError) || rest.length === error.fields.length) toast(error);
      },
    });
};
