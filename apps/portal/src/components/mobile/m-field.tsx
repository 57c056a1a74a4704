import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** The field's name for assistive technology; the placeholder when not given (issue 29). */
  label?: string;
};

/** A plain labelled input sized in rem: its name stays when the placeholder goes with typing. */
export function MField({ value, onChange, testId, label, ...rest }: InputProps) {
  return (
    <input
      className="m-input"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
      aria-label={label ?? rest['aria-label'] ?? rest.placeholder}
      {...rest}
    />
  );
}

/** The phone-number or e-mail input, with the same attributes on every phone form. */
export function MAccountField({ kind, ...input }: InputProps & { kind: 'phone' | 'email' }) {
  const { t } = useTranslation();
  const preset =
    kind === 'phone'
      ? {
          maxLength: 11,
          inputMode: 'numeric' as const,
          autoComplete: 'tel',
          placeholder: t('account.phonePlaceholder'),
          label: t('account.phone'),
        }
      : {
          type: 'email',
          autoComplete: 'email',
          placeholder: t('account.emailPlaceholder'),
          label: t('account.email'),
        };
  return <MField {...preset} {...input} />;
}

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  /** The empty first option: what to choose, or "loading". */
  placeholder: string;
  options: readonly { value: string | number; label: string }[];
  label: string;
  testId: string;
}

/**
 * A styled native select: the phone's own picker opens, while the closed box looks like the
 * inputs beside it (chevron, grey placeholder, brand focus).
 */
export function MSelect({ value, onChange, placeholder, options, label, testId }: SelectProps) {
  return (
    <select
      className={`m-input m-select${value === '' ? ' m-select--empty' : ''}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={label}
      data-testid={testId}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A code input with its send button and the 60-second countdown (spec 01 §4). */
export function MCodeField({
  onSend,
  sendTestId,
  ...input
}: InputProps & { onSend: () => Promise<boolean>; sendTestId: string }) {
  const { t } = useTranslation();
  const { left, running, start } = useCountdown();
  return (
    <div className="m-code">
      <MField
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        label={t('account.code')}
        {...input}
      />
      <button
        type="button"
        className="m-code__send"
        disabled={running}
        onClick={() => void onSend().then((sent) => sent && start())}
        data-testid={sendTestId}
        data-countdown={left}
      >
        {running ? t('account.codeResendIn', { seconds: left }) : t('account.getCode')}
      </button>
    </div>
  );
}

/** Two tabs as buttons, for the phone and e-mail variants of a form. */
export function MTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="m-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`m-tabs__tab${tab.key === active ? ' m-tabs__tab--active' : ''}`}
          onClick={() => onChange(tab.key)}
          data-testid={`m-tab-${tab.key}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
