import { COMPANY_STATUS, type TCompanyReview } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, type DescriptionsProps, Drawer, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictLabel } from '../../lib/dictionary.ts';
import { formatTime } from '../../lib/format.ts';
import { companyReviewOptions } from './api.ts';
import { AttachmentImage } from './attachment-image.tsx';
import { CompanyDecision } from './company-decision.tsx';
import { CompanyStatusTag } from './company-status-tag.tsx';

/** Every submitted field, in the form's order; each value carries a test id `company-field-<key>`. */
const useFields = (c: TCompanyReview): DescriptionsProps['items'] => {
  const { t } = useTranslation();
  const companyType = useDictLabel('COMPANY_TYPE');
  const field = (key: string, label: string, value: ReactNode) => ({
    key,
    label,
    children: (
      <span data-testid={`company-field-${key}`}>{value === null || value === '' ? '-' : value}</span>
    ),
  });
  return [
    field('status', t('console.companies.status'), <CompanyStatusTag status={c.companyStatus} />),
    field('creditCode', t('console.companies.creditCode'), c.creditCode),
    field('companyName', t('console.companies.companyName'), c.companyName),
    field('companyCode', t('console.companies.companyCode'), c.companyCode),
    field('companyType', t('console.companies.companyType'), companyType(c.companyType)),
    field('email', t('console.companies.email'), c.companyEmail),
    field('address', t('console.companies.address'), c.companyAddress),
    field('corporation', t('console.companies.corporation'), c.corporation),
    field('contacts', t('console.companies.contacts'), c.companyContacts),
    field('contactPhone', t('console.companies.contactPhone'), c.companyContactPhone),
    field('zipCode', t('console.companies.zipCode'), c.companyZipCode),
    field('submittedAt', t('console.companies.submittedAt'), formatTime(c.submittedAt)),
    field('reviewedAt', t('console.companies.reviewedAt'), formatTime(c.reviewedAt)),
    field('reviewedBy', t('console.companies.reviewedBy'), c.reviewedBy),
    field('reasonReject', t('console.companies.reasonReject'), c.reasonReject),
    field(
      'users',
      t('console.companies.users'),
      c.users.map((u) => (u.userName ? `${u.userName} (${u.userAccount})` : u.userAccount)).join(', '),
    ),
  ];
};

/** The two images a certification carries, in the form's order. */
const IMAGES = [
  { key: 'licence', label: 'console.companies.licence', idOf: (c: TCompanyReview) => c.licenceAttachmentId },
  { key: 'billing', label: 'console.companies.billing', idOf: (c: TCompanyReview) => c.billingAttachmentId },
] as const;

const Detail = ({ company }: { company: TCompanyReview }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle">
      <Descriptions column={1} bordered size="small" items={useFields(company)} />
      <Flex gap="large" wrap>
        {IMAGES.map(({ key, label, idOf }) => (
          <div key={key}>
            <Typography.Title level={5}>{t(label)}</Typography.Title>
            <AttachmentImage id={idOf(company)} alt={t(label)} testId={`company-image-${key}`} />
          </div>
        ))}
      </Flex>
    </Flex>
  );
};

/** One certification: its fields, the licence and billing images, and the decision when pending. */
export const CompanyDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const review = useQuery({ ...companyReviewOptions(id ?? 0), enabled: id !== null });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={t('console.companies.detail')}
      destroyOnHidden
      data-testid="company-drawer"
      // Only a pending certification can be decided; the buttons stay in view below the images.
      footer={
        review.data?.companyStatus === COMPANY_STATUS.pending ? (
          <CompanyDecision id={review.data.id} onDecided={onClose} />
        ) : null
      }
    >
      {review.isError && <Alert type="error" showIcon title={errorMessage(review.error, t)} />}
      {review.isPending && <Skeleton active />}
      {review.data && <Detail company={review.data} />}
    </Drawer>
  );
};
