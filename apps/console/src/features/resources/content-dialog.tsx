import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useEditForm } from '../../lib/use-form-submit.ts';
import type { Saving } from './api.ts';

interface SaveMutation<F> {
  mutate(variables: Saving<F>, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

/**
 * The form dialog of every content item: new (`editing` = 'new') or an existing one, closed when
 * `editing` is null. `valuesOf` fills the form, `formOf` turns its values into the call's body.
 */
export const ContentDialog = <T extends { id: number }, V extends object, F>({
  name,
  editing,
  onClose,
  mutation,
  title,
  valuesOf,
  formOf,
  children,
}: {
  name: string;
  editing: T | 'new' | null;
  onClose: () => void;
  mutation: SaveMutation<F>;
  title: (item: T | null) => string;
  valuesOf: (item: T | null) => V;
  formOf: (values: V) => F;
  children: (form: FormInstance<V>) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { form, send, item } = useEditForm(editing, valuesOf, onClose);

  const submit = async () => {
    const values = await form.validateFields();
    send(mutation, { id: item?.id ?? null, form: formOf(values) }, t('console.content.saved'));
  };

  return (
    <Modal
      open={editing !== null}
      width={640}
      title={title(item)}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('console.content.save')}
      confirmLoading={mutation.isPending}
      okButtonProps={{ ...testId(`${name}-form-submit`) }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={`${name}-form`}>
        {children(form)}
      </Form>
    </Modal>
  );
};
