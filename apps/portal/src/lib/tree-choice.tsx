import { OTHER_TEXT_MAX, type TDictTreeItem, zOtherText } from '@steel-epd/contract';
import { zodRule } from '@steel-epd/web';
import { Cascader, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOther, type TreePath } from './tree-path.ts';

const cascaderOptions = (tree: readonly TDictTreeItem[] = []) =>
  tree.map((item) => ({
    value: item.id,
    label: item.itemValue,
    ...(item.childrens.length > 0
      ? { children: item.childrens.map((child) => ({ value: child.id, label: child.itemValue })) }
      : {}),
  }));

/** The texts and test ids of one tree choice and of the free text its 'other' items ask for. */
export interface TreeChoiceSpec {
  label: string;
  placeholder: string;
  testId: string;
  /** The cascader's rules (none: the choice is optional). */
  rules?: FormRule[];
  other: { name: string; label: string; required: string; testId: string };
}

/**
 * A two-level dictionary choice with its 'other' text (spec 01 §5): the supplement form's
 * industry and channel, and the /lcaTools industry when the records have none.
 */
export function TreeChoice({
  name,
  tree,
  spec,
}: {
  name: string;
  tree?: readonly TDictTreeItem[] | undefined;
  spec: TreeChoiceSpec;
}) {
  const { t } = useTranslation();
  const path = Form.useWatch<TreePath | undefined>(name, Form.useFormInstance());
  return (
    <>
      {/* A choice is made on change: its error goes as soon as an item is chosen. */}
      <Form.Item
        name={name}
        label={spec.label}
        rules={spec.rules}
        required={spec.rules !== undefined}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Cascader options={cascaderOptions(tree)} placeholder={spec.placeholder} data-testid={spec.testId} />
      </Form.Item>
      {isOther(tree ?? [], path) ? (
        <Form.Item
          name={spec.other.name}
          label={spec.other.label}
          rules={[{ required: true, whitespace: true, message: spec.other.required }, zodRule(zOtherText, t)]}
        >
          {/* Marked over the limit and refused by the rule, never cut (decision 195). */}
          <Input count={{ max: OTHER_TEXT_MAX }} data-testid={spec.other.testId} />
        </Form.Item>
      ) : null}
    </>
  );
}
