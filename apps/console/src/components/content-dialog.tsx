import type { TextKey } from '@steel-epd/contract';
import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../lib/test-id.ts';
import { useEditForm } from '../lib/use-form-submit.ts';

/** A new item (`id` null) or a change to one, and the call's body. */
export type Saving<F> = { id: number | null; form: F };

interface SaveMutation<F> {
  mutate(variables: Saving<F>, options: { onSuccess: () => void; onError: (error: unknown) => void }): void;
  isPending: boolean;
}

/**
 * The form dialog of every edited item of the console's lists (news, announcements, resources,
 * links, dictionaries): new (`editing` = 'new') or an existing one, closed when `editing` is
 * null. `valuesOf` fills the form, `formOf` turns its values into the call's body; `name` makes
 * the test ids (`<name>-form`, `<name>-form-submit`).
 */
export const ContentDialog = <T extends { id: number }, V extends object, F>({
  name,
  editing,
  onClose,
  mutation,
  title,
  valuesOf,
  formOf,
  width = 640,
  texts = { save: 'console.content.save', saved: 'console.content.saved' },
  children,
}: {
  name: string;
  editing: T | 'new' | null;
  onClose: () => void;
  mutation: SaveMutation<F>;
  title: (item: T | null) => string;
  valuesOf: (item: T | null) => V;
  formOf: (values: V) => F;
  width?: number;
  /** The submit button's word and the toast after a save. */
  texts?: { save: TextKey; saved: TextKey };
  children: (form: FormInstance<V>) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { form, send, item } = useEditForm(editing, valuesOf, onClose);

  const submit = async () => {
    const values = await form.validateFields();
    send(mutation, { id: item?.id ?? null, form: formOf(values) }, t(texts.saved));
  };

  return (
    <Modal
      open={editing !== null}
      width={width}
      title={title(item)}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t(texts.save)}
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
