import type { TDictType } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';
import { MSelect } from '../../../../components/mobile/m-field.tsx';
import { usePhoneDictList } from '../lib/use-phone-dict.ts';

interface Props {
  type: TDictType;
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
}

/** A public dictionary as a styled native select: the phone's own picker, no component code to load. */
export function MDictSelect({ type, value, onChange, label, testId }: Props) {
  const { t } = useTranslation();
  const items = usePhoneDictList(type);
  return (
    <MSelect
      value={value}
      onChange={onChange}
      placeholder={items.isLoading ? t('common.loading') : label}
      options={(items.data ?? []).map((item) => ({ value: item.itemCode, label: item.itemValue }))}
      label={label}
      testId={testId}
    />
  );
}
