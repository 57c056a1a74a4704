import { MESSAGE_STATUS, type TInnerMessage } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Empty, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestMessages } from '../api/inbox-queries.ts';
import { messageDate } from '../lib/inbox-rules.ts';
import { MessageHtml } from './message-html.tsx';
import '../inbox.css';

interface Props {
  userId: number;
  /** Called when a link is followed, so the popover closes. */
  onNavigate: () => void;
}

function Item({ message, onNavigate }: { message: TInnerMessage; onNavigate: () => void }) {
  return (
    <li className={`latest-messages__item${message.status === MESSAGE_STATUS.unread ? ' is-unread' : ''}`}>
      <Link
        to={`/textmessage/${message.id}`}
        onClick={onNavigate}
        className="latest-messages__link"
        data-testid="popover-message"
        data-unread={message.status === MESSAGE_STATUS.unread}
      >
        <MessageHtml html={message.sendMsg} className="latest-messages__text" />
        <span className="latest-messages__date">{messageDate(message.sendTime)}</span>
      </Link>
    </li>
  );
}

/** The bell's popover (spec 01 §2): the 4 latest messages and a link to the whole inbox. */
export default function LatestMessages({ userId, onNavigate }: Props) {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  const latest = useLatestMessages(userId, true);
  useEffect(() => {
    if (latest.error) showError(latest.error);
  }, [latest.error, showError]);

  const list = latest.data?.list ?? [];
  return (
    <div className="latest-messages" data-testid="message-popover">
      {latest.isPending ? (
        <Spin size="small" />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mailbox.empty')} />
      ) : (
        <ul className="latest-messages__list">
          {list.map((m) => (
            <Item key={m.id} message={m} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <Link
        to="/textmessage/all"
        onClick={onNavigate}
        className="latest-messages__all"
        data-testid="message-popover-all"
      >
        {t('mailbox.viewAll')}
      </Link>
    </div>
  );
}
