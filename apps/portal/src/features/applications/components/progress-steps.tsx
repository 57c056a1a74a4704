import type { TMyApplication } from '@steel-epd/contract';
import { Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSize } from '../../../lib/use-layout-size.ts';
import { useApplicationSteps } from '../api/application-queries.ts';
import { day } from '../lib/dates.ts';
import { currentIndex, type StepView, stepViews } from '../lib/progress.ts';

function StepNote({ view }: { view: StepView }) {
  const { t } = useTranslation();
  if (!view.done || view.reachedAt === null) return null;
  return (
    <div className="apply-step" data-testid={`apply-step-${view.stage}-note`}>
      <div className="apply-step__when">
        <span data-testid={`apply-step-${view.stage}-date`}>{day(view.reachedAt)}</span>
        {view.by ? (
          <span className="apply-step__by">
            {t(view.by === 'secretariat' ? 'apply.step.bySecretariat' : 'apply.step.byApplicant')}
          </span>
        ) : null}
      </div>
      {view.note ? (
        <Typography.Paragraph
          className="apply-step__text"
          ellipsis={{ rows: 2, expandable: true, tooltip: view.note }}
        >
          {view.note}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}

/**
 * The seven-step bar (spec 02 §4): steps up to the current one are done; under each reached
 * step the date it was reached, who moved it (the secretariat, never a person) and its note
 * (`p/portal/my/node/step/{id}`; beyond the spec). Vertical on a phone.
 */
export function ProgressSteps({ application }: { application: TMyApplication }) {
  const { t } = useTranslation();
  const compact = useLayoutSize() === 'compact';
  const steps = useApplicationSteps(application.id);
  const applyStatus = steps.data?.applyStatus ?? application.applyStatus;
  const views = stepViews(applyStatus, steps.data?.steps);
  return (
    <Steps
      className="apply-steps"
      data-testid="apply-steps"
      data-stage={applyStatus}
      current={currentIndex(applyStatus)}
      status="finish"
      size="small"
      orientation={compact ? 'vertical' : 'horizontal'}
      titlePlacement={compact ? 'horizontal' : 'vertical'}
      items={views.map((view) => ({
        status: view.done ? 'finish' : 'wait',
        title: (
          <span data-testid={`apply-step-${view.stage}`} data-done={view.done}>
            {t(view.title)}
          </span>
        ),
        content: <StepNote view={view} />,
      }))}
    />
  );
}
