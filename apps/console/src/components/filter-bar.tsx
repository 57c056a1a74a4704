import { Flex, Input, Select } from 'antd';
import type { ReactNode } from 'react';

/** The row of filters above a queue's table. */
export const FilterBar = ({ children }: { children: ReactNode }) => (
  <Flex gap="small" wrap style={{ marginBottom: 16 }}>
    {children}
  </Flex>
);

/** A clearable choice among a filter's options; cleared, it is undefined (no filter). */
export const FilterSelect = <V extends string | number>({
  testId,
  placeholder,
  value,
  options,
  onChange,
  searchable = false,
  width = 160,
}: {
  testId: string;
  placeholder: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  /** Typing narrows the options by their label (a long list, such as operators). */
  searchable?: boolean;
  width?: number;
}) => (
  <Select<V>
    data-testid={testId}
    // Its name for a screen reader: the placeholder is drawn text, not the box's label (issue 29).
    aria-label={placeholder}
    allowClear
    showSearch={searchable ? { optionFilterProp: 'label' } : false}
    style={{ minWidth: width }}
    placeholder={placeholder}
    value={value}
    onChange={(next) => onChange(next ?? undefined)}
    options={options}
  />
);

/** A text filter applied on Enter or the search button; blank means no filter. */
export const FilterSearch = ({
  testId,
  placeholder,
  maxLength,
  onSearch,
  width = 300,
}: {
  testId: string;
  placeholder: string;
  maxLength: number;
  onSearch: (text: string | undefined) => void;
  width?: number;
}) => (
  <Input.Search
    data-testid={testId}
    allowClear
    style={{ width }}
    count={{ max: maxLength }}
    placeholder={placeholder}
    // Over the limit the box shows its error status and no search is made (never a cut text).
    onSearch={(text) => text.length <= maxLength && onSearch(text.trim() || undefined)}
  />
);
