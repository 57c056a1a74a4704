import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { UploadProgress } from '../../../components/form/upload-progress.tsx';
import { APPLY_GATE } from '../../../lib/action-gate.ts';
import { uploadAttachment } from '../../../lib/api/attachment-calls.ts';
import { useActionGate } from '../../../lib/use-action-gate.ts';
import { useFileChoice } from '../../../lib/use-file-choice.ts';
import type { FileKindSpec } from '../lib/apply-form.ts';

interface Props {
  spec: FileKindSpec;
  /** Called with the stored file's id; a rejection shows its message and the button frees. */
  onUploaded: (attachmentId: number, fileName: string) => Promise<void> | void;
  label: string;
  testId: string;
  disabled?: boolean;
  /** A refused file (its rule, the server), shown next to the field rather than as a toast. */
  onProblem?: (text: string) => void;
}

/**
 * Uploads one file of an application (spec 02 §5): the action gate first (spec 01 §4: uploads
 * need a certified company), then the file chosen is checked with its rule (PDF or ZIP, name at
 * most 160) before anything is sent, and sent as its business and report type say.
 */
export function UploadButton({ spec, onUploaded, label, testId, disabled = false, onProblem }: Props) {
  const gate = useActionGate(APPLY_GATE);
  const input = useRef<HTMLInputElement>(null);
  const { busy, choose, progress, cancel } = useFileChoice(
    spec.rule,
    async (file, control) => {
      const options = spec.reportType === undefined ? control : { ...control, reportType: spec.reportType };
      await onUploaded(await uploadAttachment(file, spec.businessType, options), file.name);
    },
    onProblem,
  );

  const open = async () => {
    if (await gate()) input.current?.click();
  };

  return (
    <span className="apply-upload">
      <input
        ref={input}
        type="file"
        accept={spec.rule.extensions.map((e) => `.${e}`).join(',')}
        className="apply-upload__input"
        onChange={(e) => void choose(e)}
        aria-label={label}
        data-testid={`${testId}-input`}
        tabIndex={-1}
      />
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        disabled={disabled}
        onClick={() => void open()}
        data-testid={testId}
      >
        {label}
      </Button>
      {/* A large LCA report takes a while: how far it is, and a way to stop it. */}
      <UploadProgress progress={progress} onCancel={cancel} testId={`${testId}-progress`} />
    </span>
  );
}
