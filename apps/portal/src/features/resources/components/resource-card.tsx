import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { TResource } from '@steel-epd/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { pictureLoading } from '../../../lib/first-screen.ts';
import { imageUrl } from '../api/resource-queries.tsx';

/**
 * One resource: cover, name, introduction, and a download button per language that has a file.
 * The first cards' covers are on the first screen: fetched at once, not when scrolled to.
 */
export const ResourceCard = ({
  resource,
  onDownload,
  index,
}: {
  resource: TResource;
  onDownload: (id: number) => void;
  /** Its place in the list. */
  index: number;
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
            {...pictureLoading(index)}
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
