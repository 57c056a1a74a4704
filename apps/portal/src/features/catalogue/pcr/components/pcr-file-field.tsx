import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_RULES } from '@steel-epd/contract';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../../components/form/upload-progress.tsx';
import { uploadAttachment } from '../../../../lib/api/attachment-calls.ts';
import { useFileChoice } from '../../../../lib/use-file-choice.ts';

/**
 * A PCR request's optional document: checked with the PCR request rule (PDF or Word, name at
 * most 160) before it is sent, uploaded as PCR_REQUEST with its progress and a cancel; `onChange`
 * gets its id, or null when it is removed.
 */
export function PcrFileField({ onChange }: { onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  const { busy, choose, progress, cancel } = useFileChoice(
    FILE_RULES.pcrRequestDocument,
    async (file, control) => {
      const id = await uploadAttachment(file, 'PCR_REQUEST', control);
      setName(file.name);
      onChange(id);
    },
  );
  return (
    <div className="pcr-file">
      <input
        ref={input}
        type="file"
        accept=".pdf,.doc,.docx"
        style={{ display: 'none' }}
        onChange={(e) => void choose(e)}
        aria-label={t('pcr.apply.attachment')}
        data-testid="pcr-apply-file-input"
        tabIndex={-1}
      />
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid="pcr-apply-file"
      >
        {busy ? t('pcr.apply.uploading') : t('pcr.apply.chooseFile')}
      </Button>
      <UploadProgress progress={progress} onCancel={cancel} testId="pcr-apply-file-progress" />
      {name ? (
        <span className="pcr-file__name">
          <span data-testid="pcr-apply-file-name">{name}</span>
          <Button
            type="link"
            size="small"
            icon={<DeleteOutlined />}
            onClick={() => {
              setName(null);
              onChange(null);
            }}
            data-testid="pcr-apply-file-remove"
          >
            {t('pcr.apply.removeFile')}
          </Button>
        </span>
      ) : null}
    </div>
  );
}
