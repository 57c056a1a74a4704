import { MESSAGE_STATUS, type TInnerMessage } from '@steel-epd/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageDate } from '../lib/inbox-rules.ts';
import { MessageHtml } from './message-html.tsx';

interface Props {
  message: TInnerMessage;
  expanded: boolean;
  onToggle: () => void;
}

/** One message of the inbox: unread ones bold, collapsed to two lines until opened (spec 02 §2). */
export function InboxItem({ message, expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const unread = message.status === MESSAGE_STATUS.unread;
  return (
    <li
      className={`inbox-item${unread ? ' is-unread' : ''}${expanded ? ' is-expanded' : ''}`}
      data-testid="inbox-item"
      data-id={message.id}
      data-unread={unread}
    >
      <div className="inbox-item__head">
        <span className="inbox-item__dot" aria-hidden="true" />
        <span className="inbox-item__title">{t('mailbox.systemMessage')}</span>
        <time className="inbox-item__date" dateTime={message.sendTime}>
          {messageDate(message.sendTime)}
        </time>
      </div>
      <MessageHtml html={message.sendMsg} className="inbox-item__body" />
      <div className="inbox-item__actions">
        <Button
          type="link"
          size="small"
          className="inbox-item__toggle"
          onClick={onToggle}
          aria-expanded={expanded}
          data-testid="inbox-item-toggle"
        >
          {expanded ? t('mailbox.collapse') : t('mailbox.expand')}
        </Button>
        {message.link ? (
          <Link to={message.link} className="inbox-item__link" data-testid="inbox-item-link">
            {t('mailbox.open')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
