import { ApiError, useApiErrorToast } from '@steel-epd/web';
import { App, Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
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

/**
 * The form of an edit dialog: new (`editing` = 'new') or an existing item, closed when `editing`
 * is null. The form is filled from `valuesOf` whenever the dialog opens; `send` is
 * `useFormSubmit`'s, `item` the item being edited (null for a new one).
 */
export const useEditForm = <T, V extends object>(
  editing: T | 'new' | null,
  valuesOf: (item: T | null) => V,
  onClose: () => void,
) => {
  const [form] = Form.useForm<V>();
  const send = useFormSubmit(form, onClose);
  const item = editing === 'new' ? null : editing;
  useEffect(() => {
    if (editing !== null) form.setFieldsValue(valuesOf(item) as Parameters<typeof form.setFieldsValue>[0]);
  }, [editing, item, form, valuesOf]);
  return { form, send, item };
};
