import { COMPANY_STATUSES, USER_AUDIT_STATUSES } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Status = (typeof USER_AUDIT_STATUSES)[number];

/** Under review, approved / certified, failed / rejected: the same colours for both statuses. */
const COLORS: Record<Status, string> = { 0: 'processing', 1: 'success', 2: 'error' };

const isAuditStatus = (s: number): s is Status => (USER_AUDIT_STATUSES as readonly number[]).includes(s);
const isCompanyStatus = (s: number): s is Status => (COMPANY_STATUSES as readonly number[]).includes(s);

/** The registration audit status; a value the catalogue does not know shows as itself. */
export const AuditStatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  if (!isAuditStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={COLORS[status]}>{t(`console.users.auditStatus.${status}`)}</Tag>;
};

/** The company's certification; no company or no application yet reads "not certified". */
export const CompanyStatusTag = ({ status }: { status: number | null }) => {
  const { t } = useTranslation();
  if (status === null) return <Tag>{t('console.users.companyStatus.none')}</Tag>;
  if (!isCompanyStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={COLORS[status]}>{t(`console.users.companyStatus.${status}`)}</Tag>;
};
