import { useTranslation } from 'react-i18next';
import { ReviewStatusTag } from '../../components/review-status.tsx';

/** A certification status in the queue's words (pending, certified, rejected). */
export const CompanyStatusTag = ({ status }: { status: number | null }) => {
  const { t } = useTranslation();
  // A company that never applied has no status; the queue never lists one, a detail may.
  if (status === null) return '-';
  return <ReviewStatusTag status={status} label={(s) => t(`console.companies.status.${s}`)} />;
};
