import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { TResource } from '@steel-epd/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../api/resource-queries.tsx';

/**
 * One resource: cover, name, introduction, and a download button per language that has a file.
 * The first card's cover is on the first screen: it is fetched at once, not when scrolled to.
 */
export const ResourceCard = ({
  resource,
  onDownload,
  first = false,
}: {
  resource: TResource;
  onDownload: (id: number) => void;
  first?: boolean;
}) => {
  const { t } = useTranslation();
  const { resourceImageId, cnResourceFileId, enResourceFileId } = resource;
  return (
    <article className="resource-card" data-testid={`resource-${resource.id}`}>
      <div className="resource-card__cover">
        {resourceImageId === null ? (
          <FileTextOutlined aria-hidden />
        ) : (
          <img
            src={imageUrl(resourceImageId)}
            alt={t('resources.coverAlt', { name: resource.resourceName })}
            width={160}
            height={100}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      </div>
      <div className="resource-card__body">
        <h3 className="resource-card__name">{resource.resourceName}</h3>
        <p className="resource-card__intro">{resource.resourceIntroduce}</p>
        <div className="resource-card__actions">
          {cnResourceFileId !== null ? (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => onDownload(cnResourceFileId)}
              data-testid={`resource-${resource.id}-zh`}
            >
              {t('resources.downloadZh')}
            </Button>
          ) : null}
          {enResourceFileId !== null ? (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => onDownload(enResourceFileId)}
              data-testid={`resource-${resource.id}-en`}
            >
              {t('resources.downloadEn')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
};
