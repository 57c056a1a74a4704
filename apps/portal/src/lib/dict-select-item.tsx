import type { TDictItem } from '@steel-epd/contract';
import { Form, type FormRule, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  label: string;
  rules: FormRule[];
  /** The dictionary query (useDictList); its errors are the form's to show, once for all lists. */
  items: { data?: readonly TDictItem[]; isLoading: boolean };
  testId: string;
}

/** A dictionary list as a select item: the item's code is the value, its text the label. */
export function DictSelectItem({ name, label, rules, items, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <Select
        loading={items.isLoading}
        options={(items.data ?? []).map((i) => ({ value: i.itemCode, label: i.itemValue }))}
        placeholder={t('account.choose')}
        data-testid={testId}
      />
    </Form.Item>
  );
}
