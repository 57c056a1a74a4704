import type { TDictTreeItem } from '@steel-epd/contract';
import { Cascader, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOther, type SupplementValues } from '../lib/supplement.ts';

const cascaderOptions = (tree: readonly TDictTreeItem[] = []) =>
  tree.map((item) => ({
    value: item.id,
    label: item.itemValue,
    ...(item.childrens.length > 0
      ? { children: item.childrens.map((child) => ({ value: child.id, label: child.itemValue })) }
      : {}),
  }));

/** The supplement form's two tree choices, each with the free text its 'other' items ask for. */
const CHOICES = {
  industry: {
    label: 'account.industry',
    testId: 'supplement-industry',
    otherName: 'otherProfession',
    otherLabel: 'account.otherProfession',
    otherRequired: 'validation.otherProfessionRequired',
    otherTestId: 'supplement-other-profession',
  },
  channel: {
    label: 'account.channel',
    testId: 'supplement-channel',
    otherName: 'otherChannel',
    otherLabel: 'account.otherChannel',
    otherRequired: 'validation.otherChannelRequired',
    otherTestId: 'supplement-other-channel',
  },
} as const;

/** A two-level dictionary choice of the supplement form, with its 'other' text (spec 01 §5). */
export function TreeChoice({ name, tree }: { name: keyof typeof CHOICES; tree?: readonly TDictTreeItem[] }) {
  const { t } = useTranslation();
  const path = Form.useWatch(name, Form.useFormInstance<SupplementValues>());
  const choice = CHOICES[name];
  return (
    <>
      <Form.Item name={name} label={t(choice.label)}>
        <Cascader
          options={cascaderOptions(tree)}
          placeholder={t('account.choose')}
          data-testid={choice.testId}
        />
      </Form.Item>
      {isOther(tree ?? [], path) ? (
        <Form.Item
          name={choice.otherName}
          label={t(choice.otherLabel)}
          rules={[{ required: true, whitespace: true, message: t(choice.otherRequired) }]}
        >
          <Input maxLength={64} data-testid={choice.otherTestId} />
        </Form.Item>
      ) : null}
    </>
  );
}
