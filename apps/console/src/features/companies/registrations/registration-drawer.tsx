import {
  AUDIT_STATUS,
  type TextKey,
  type TRegistrationDetail,
  type TRegistrationReview,
} from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, type DescriptionsProps, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewStatusTag } from '../../../components/review-status.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useRegistrationReviewOptions } from './api.ts';
import { RegistrationDecision } from './registration-decision.tsx';

/** The company's certification in this review's words; it is the certification's to decide. */
const COMPANY_STATUS_LABELS: Record<string, TextKey> = {
  0: 'console.registrations.companyStatus.0',
  1: 'console.registrations.companyStatus.1',
  2: 'console.registrations.companyStatus.2',
};

const CHANNEL_LABELS: Record<NonNullable<TRegistrationReview['signupChannel']> | 'unknown', TextKey> = {
  phoneRegister: 'console.registrations.channel.phoneRegister',
  phoneLogin: 'console.registrations.channel.phoneLogin',
  emailRegister: 'console.registrations.channel.emailRegister',
  unknown: 'console.registrations.channel.unknown',
};

/** How the account was made, in the operator's words; accounts older than the record say so. */
export const useChannelLabel = () => {
  const { t } = useTranslation();
  return (channel: TRegistrationReview['signupChannel']): string => t(CHANNEL_LABELS[channel ?? 'unknown']);
};

/** Every answer, in the supplement form's order; each value carries a test id `registration-field-<key>`. */
const useFields = (r: TRegistrationDetail): DescriptionsProps['items'] => {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const field = (key: string, label: string, value: ReactNode) => ({
    key,
    label,
    children: (
      <span data-testid={`registration-field-${key}`}>{value === null || value === '' ? '-' : value}</span>
    ),
  });
  const path = (names: string[]) => (names.length > 0 ? names.join(' / ') : null);
  const companyStatus = t(
    COMPANY_STATUS_LABELS[String(r.companyStatus)] ?? 'console.registrations.companyStatus.none',
  );
  return [
    field(
      'status',
      t('console.registrations.status'),
      <ReviewStatusTag status={r.auditStatus} label={(s) => t(`console.registrations.status.${s}`)} />,
    ),
    field('account', t('console.registrations.account'), r.userAccount),
    field('channel', t('console.registrations.channel'), channelLabel(r.signupChannel)),
    field('createdAt', t('console.registrations.createdAt'), formatTime(r.createdAt)),
    field('submittedAt', t('console.registrations.submittedAt'), formatTime(r.submittedAt)),
    field('userName', t('console.registrations.userName'), r.userName),
    field(
      'companyName',
      t('console.registrations.companyName'),
      r.companyName === null ? null : (
        <Flex gap="small" wrap align="center">
          {r.companyName}
          <Tag data-testid="registration-company-status">{companyStatus}</Tag>
        </Flex>
      ),
    ),
    field('companyType', t('console.registrations.companyType'), r.companyType),
    field('contacts', t('console.registrations.contacts'), r.contacts),
    field('department', t('console.registrations.department'), r.department),
    field('job', t('console.registrations.job'), r.job),
    field('industry', t('console.registrations.industry'), path(r.industry)),
    ...(r.otherProfession
      ? [field('otherProfession', t('console.registrations.otherProfession'), r.otherProfession)]
      : []),
    field('demand', t('console.registrations.demand'), r.demand),
    field('heardFrom', t('console.registrations.heardFrom'), path(r.channel)),
    ...(r.otherChannel
      ? [field('otherChannel', t('console.registrations.otherChannel'), r.otherChannel)]
      : []),
    ...(r.signupChannel === 'phoneRegister'
      ? [
          field('industryCategory', t('console.registrations.industryCategory'), r.industryCategory),
          field('companyForm', t('console.registrations.companyForm'), r.companyForm),
        ]
      : []),
    field('reasonReject', t('console.registrations.reasonReject'), r.reasonReject),
  ];
};

const Detail = ({ registration }: { registration: TRegistrationDetail }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">{t('console.registrations.scope')}</Typography.Text>
      <Descriptions column={1} bordered size="small" items={useFields(registration)} />
    </Flex>
  );
};

/** One registration: every answer and the sign-up channel, and the decision when pending. */
export const RegistrationDrawer = ({ userId, onClose }: { userId: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const review = useQuery({ ...useRegistrationReviewOptions(userId ?? 0), enabled: userId !== null });
  const pending = review.data;
  const decidable = pending?.auditStatus === AUDIT_STATUS.pending && pending.submittedAt !== null;
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={640}
      title={t('console.registrations.detail')}
      destroyOnHidden
      data-testid="registration-drawer"
      footer={decidable ? <RegistrationDecision userId={pending.id} onDecided={onClose} /> : null}
    >
      {review.isError && <Alert type="error" showIcon title={errorMessage(review.error, t)} />}
      {review.isPending && <Skeleton active />}
      {review.data && <Detail registration={review.data} />}
    </Drawer>
  );
};
