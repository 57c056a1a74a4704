import type { TextKey } from '@steel-epd/contract';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSize } from '../../../../lib/use-layout-size.ts';

const STEPS: readonly { title: TextKey; description: TextKey }[] = [
  { title: 'pcr.apply.step1', description: 'pcr.apply.step1Desc' },
  { title: 'pcr.apply.step2', description: 'pcr.apply.step2Desc' },
  { title: 'pcr.apply.step3', description: 'pcr.apply.step3Desc' },
  { title: 'pcr.apply.step4', description: 'pcr.apply.step4Desc' },
  { title: 'pcr.apply.step5', description: 'pcr.apply.step5Desc' },
  { title: 'pcr.apply.step6', description: 'pcr.apply.step6Desc' },
];

/** The six-step procedure of a PCR (spec 02 §2 "/Pcr/pcrApplyFor"); vertical on a phone. */
export function ApplySteps() {
  const { t } = useTranslation();
  const compact = useLayoutSize() === 'compact';
  return (
    <Steps
      className="pcr-steps"
      data-testid="pcr-apply-steps"
      current={0}
      orientation={compact ? 'vertical' : 'horizontal'}
      titlePlacement={compact ? 'horizontal' : 'vertical'}
      size="small"
      items={STEPS.map((s) => ({ title: t(s.title), content: t(s.description) }))}
    />
  );
}
