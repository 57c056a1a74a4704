import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewStatusTag } from '../../components/review-status.tsx';

/** The registration audit status; a value the catalogue does not know shows as itself. */
export const AuditStatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return <ReviewStatusTag status={status} label={(s) => t(`console.users.auditStatus.${s}`)} />;
};

/** The company's certification; no company or no application yet reads "not certified". */
export const CompanyStatusTag = ({ status }: { status: number | null }) => {
  const { t } = useTranslation();
  if (status === null) return <Tag>{t('console.users.companyStatus.none')}</Tag>;
  return <ReviewStatusTag status={status} label={(s) => t(`console.users.companyStatus.${s}`)} />;
};
