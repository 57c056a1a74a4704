import {
  CheckCircleFilled,
  CloseOutlined,
  DownloadOutlined,
  ExclamationCircleFilled,
  PaperClipOutlined,
} from '@ant-design/icons';
import type { TTemplateItem } from '@steel-epd/contract';
import { Button } from 'antd';
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
  const [fileName, setFileName] = useState<string | null>(null);
  /** The field's one status line: the last upload's outcome, replaced by the next. */
  const [problem, setProblem] = useState<string | null>(null);
  const [justUploaded, setJustUploaded] = useState(false);
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
            setProblem(null);
            setJustUploaded(true);
            onChange?.(id);
          }}
          onProblem={(text) => {
            setProblem(text);
            setJustUploaded(false);
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
          {justUploaded ? (
            <span className="apply-file__done" data-testid={`${testId}-uploaded`}>
              <CheckCircleFilled aria-hidden="true" /> {t('apply.form.uploaded')}
            </span>
          ) : null}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('apply.form.clearFile')}
            title={t('apply.form.clearFile')}
            onClick={() => {
              setFileName(null);
              setJustUploaded(false);
              onChange?.(undefined);
            }}
            data-testid={`${testId}-clear`}
          />
        </div>
      ) : null}
      {problem !== null ? (
        <div className="apply-file__problem" role="alert" data-testid={`${testId}-problem`}>
          <ExclamationCircleFilled aria-hidden="true" /> {problem}
        </div>
      ) : null}
      <div className="apply-file__hint">{t(spec.hint)}</div>
    </div>
  );
}
