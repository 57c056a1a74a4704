import { COMPANY_STATUSES } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Status = (typeof COMPANY_STATUSES)[number];

const COLORS: Record<Status, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const isStatus = (s: number): s is Status => (COMPANY_STATUSES as readonly number[]).includes(s);

/** A certification status in the queue's words (pending, certified, rejected). */
export const CompanyStatusTag = ({ status }: { status: number | null }) => {
  const { t } = useTranslation();
  if (status === null || !isStatus(status)) return <Tag>{status ?? '-'}</Tag>;
  return <Tag color={COLORS[status]}>{t(`console.companies.status.${status}`)}</Tag>;
};
