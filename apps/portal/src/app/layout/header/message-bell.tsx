import { BellOutlined } from '@ant-design/icons';
import { BADGE_MAX } from '@steel-epd/contract';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The message bell (spec 01 §2): the unread count, shown as "9+" above BADGE_MAX. The count and
 * the popover of the latest messages arrive with the inbox issue; the bell takes the count as is.
 */
export function MessageBell({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/textmessage/all"
      className="message-bell"
      aria-label={t('header.messages')}
      data-testid="message-bell"
    >
      <Badge count={count} overflowCount={BADGE_MAX} size="small">
        <BellOutlined className="message-bell__icon" />
      </Badge>
    </Link>
  );
}
