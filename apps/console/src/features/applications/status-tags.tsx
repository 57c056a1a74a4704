import { APPLY_STAGE } from '@steel-epd/contract';
import type { Translate } from '@steel-epd/web';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  contractStatusName,
  contractTone,
  lcaStatusName,
  lcaTone,
  quoteStatusName,
  quoteTone,
  type StatusTone,
  stageName,
} from './workflow.ts';

/** Tags in narrow table columns wrap their words rather than push the columns apart. */
const TAG_STYLE = { marginInlineEnd: 0, whiteSpace: 'normal' } as const;

/** A stage by its name; released applications in green. */
export const StageTag = ({ stage }: { stage: number }) => {
  const { t } = useTranslation();
  return (
    <Tag color={stage === APPLY_STAGE.release ? 'success' : 'blue'} style={TAG_STYLE}>
      {stageName(stage, t)}
    </Tag>
  );
};

const STATUS: Record<
  'quote' | 'contract' | 'lca',
  { name: (status: number, t: Translate) => string; tone: (status: number) => StatusTone }
> = {
  quote: { name: quoteStatusName, tone: quoteTone },
  contract: { name: contractStatusName, tone: contractTone },
  lca: { name: lcaStatusName, tone: lcaTone },
};

/** A quote, contract or LCA validation status in words, coloured by what it means for the secretariat. */
export const StatusTag = ({
  kind,
  status,
  testId,
}: {
  kind: keyof typeof STATUS;
  status: number;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS[kind].tone(status)} style={TAG_STYLE} {...(testId ? { 'data-testid': testId } : {})}>
      {STATUS[kind].name(status, t)}
    </Tag>
  );
};
