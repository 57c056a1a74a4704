import { CloseOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TTemplateItem } from '@steel-epd/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileKindSpec } from '../lib/apply-form.ts';
import { UploadButton } from './upload-button.tsx';

interface Props {
  /** The uploaded file's id (the form item's value). */
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  spec: FileKindSpec;
  template: TTemplateItem | undefined;
  onTemplate: (attachmentId: number) => void;
  testId: string;
}

/**
 * One file of a product block: the upload (gate, rule, upload), the chosen file's name with a
 * remove button, the rule in words and the field's template to download next to it.
 */
export function FileField({ value, onChange, spec, template, onTemplate, testId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [fileName, setFileName] = useState<string | null>(null);
  const uploaded = value !== undefined && value !== null;

  return (
    <div className="apply-file" data-testid={testId} data-attachment-id={uploaded ? value : ''}>
      <div className="apply-file__row">
        <UploadButton
          spec={spec}
          label={uploaded ? t('apply.form.replace') : t('apply.form.upload')}
          testId={`${testId}-upload`}
          onUploaded={(id, name) => {
            setFileName(name);
            onChange?.(id);
            void message.success(t('apply.form.uploaded'));
          }}
        />
        {template ? (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => onTemplate(template.attachmentId)}
            data-testid={`${testId}-template`}
          >
            {t('apply.form.template')}
          </Button>
        ) : null}
      </div>
      {uploaded ? (
        <div className="apply-file__chosen" data-testid={`${testId}-name`}>
          <PaperClipOutlined aria-hidden="true" />
          <span className="apply-file__name">{fileName ?? `#${value}`}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('apply.form.clearFile')}
            title={t('apply.form.clearFile')}
            onClick={() => {
              setFileName(null);
              onChange?.(undefined);
            }}
            data-testid={`${testId}-clear`}
          />
        </div>
      ) : null}
      <div className="apply-file__hint">{t(spec.hint)}</div>
    </div>
  );
}
