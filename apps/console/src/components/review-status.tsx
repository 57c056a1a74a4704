import {
  COMPANY_STATUS,
  type COMPANY_STATUSES,
  type TextKey,
  type USER_AUDIT_STATUSES,
} from '@steel-epd/contract';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageAnswer, PageQuery, Queue, QueueFilters } from '../lib/use-queue.ts';

/**
 * A review's state. Certifications and registrations (and the applications to come) share the
 * values: under review, passed (certified, approved), refused (rejected, failed).
 */
export type ReviewStatus = (typeof COMPANY_STATUSES)[number] & (typeof USER_AUDIT_STATUSES)[number];

const COLORS: Record<ReviewStatus, string> = {
  [COMPANY_STATUS.pending]: 'processing',
  [COMPANY_STATUS.certified]: 'success',
  [COMPANY_STATUS.rejected]: 'error',
};

const isReviewStatus = (s: number): s is ReviewStatus => Object.hasOwn(COLORS, s);

/** A queue's words for the states (each queue names them its own way). */
export type ReviewStatusLabel = (status: ReviewStatus) => string;

/** A review status in the queue's words and the shared colours; an unknown value shows as itself. */
export const ReviewStatusTag = ({ status, label }: { status: number; label: ReviewStatusLabel }) =>
  isReviewStatus(status) ? <Tag color={COLORS[status]}>{label(status)}</Tag> : <Tag>{status}</Tag>;

/** The review queues: those whose catalogue names each state (`console.<name>.status.0`). */
export type ReviewQueueName = {
  [K in TextKey]: K extends `console.${infer Name}.status.0` ? Name : never;
}[TextKey];

/** The filters of a queue's query that hold a number (a status). */
type NumberFilter<Q extends PageQuery> = {
  [K in keyof QueueFilters<Q>]-?: QueueFilters<Q>[K] extends number ? K : never;
}[keyof QueueFilters<Q>];

/**
 * The status filter beside a review queue's title: it shows and sets the queue's `field`, in the
 * queue's words (`console.<name>.status.<s>`); its test id is `<name>-filter-status`.
 */
export const ReviewStatusFilter = <Q extends PageQuery>({
  name,
  statuses,
  queue,
  field,
}: {
  name: ReviewQueueName;
  statuses: readonly ReviewStatus[];
  queue: Queue<Q, PageAnswer<unknown>>;
  field: NumberFilter<Q>;
}) => {
  const { t } = useTranslation();
  const value = queue.query[field] as number;
  return (
    <Select<ReviewStatus>
      data-testid={`${name}-filter-status`}
      style={{ minWidth: 160 }}
      aria-label={t('console.reviews.filterStatus')}
      value={isReviewStatus(value) ? value : undefined}
      onChange={(status) => queue.filter({ [field]: status } as Partial<QueueFilters<Q>>)}
      options={statuses.map((s) => ({ value: s, label: t(`console.${name}.status.${s}`) }))}
    />
  );
};
