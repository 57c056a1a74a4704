import type { TDictType } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';
import { useDictList } from '../../api/dict-queries.ts';

interface Props {
  type: TDictType;
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
}

/** A public dictionary as a native select: the phone's own picker, no component code to load. */
export function MDictSelect({ type, value, onChange, label, testId }: Props) {
  const { t } = useTranslation();
  const items = useDictList(type, true);
  return (
    <select
      className="m-input m-select"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={label}
      data-testid={testId}
    >
      <option value="">{items.isLoading ? t('common.loading') : label}</option>
      {(items.data ?? []).map((item) => (
        <option key={item.id} value={item.itemCode}>
          {item.itemValue}
        </option>
      ))}
    </select>
  );
}
