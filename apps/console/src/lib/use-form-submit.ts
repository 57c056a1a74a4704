import { ApiError, useApiErrorToast } from '@steel-epd/web';
import { App, type FormInstance } from 'antd';

interface Mutation<V> {
  mutate(variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

/**
 * Puts the server's field errors (`body.username`) on the form's fields; answers whether any
 * landed, so the caller shows a toast only for the rest.
 */
const applyFieldErrors = (form: FormInstance, error: unknown): boolean => {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  const names = new Set(Object.keys(form.getFieldsValue()));
  const fields = error.fields
    .map((f) => ({ name: f.path.replace(/^body\./, ''), errors: [f.message] }))
    .filter((f) => names.has(f.name));
  form.setFields(fields);
  return fields.length > 0;
};

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
        if (!applyFieldErrors(form, error)) toast(error);
      },
    });
};
