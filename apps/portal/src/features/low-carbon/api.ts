import { LOW_CARBON_TEMPLATE_ITEM, lowCarbonRoutes, referenceRoutes, routeUrl } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';

const key = ['low-carbon'] as const;

/** The process checkboxes (LCES_PROCESS_SELECTION) in the page's language. */
export const useProcesses = () => {
  const lang = useLang();
  return useQuery({
    queryKey: [...key, 'processes', lang],
    queryFn: ({ signal }) =>
      call(referenceRoutes.dictListPublic, { params: { type: 'LCES_PROCESS_SELECTION' }, signal }),
    staleTime: 5 * 60_000,
  });
};

/** The template's download address: LCES_MODEL_DOWNLOAD's DATA_LIST_TEMPLATE item names its file id. */
export const useTemplateUrl = () => {
  const lang = useLang();
  const items = useQuery({
    queryKey: [...key, 'models', lang],
    queryFn: ({ signal }) =>
      call(referenceRoutes.dictListPublic, { params: { type: 'LCES_MODEL_DOWNLOAD' }, signal }),
    staleTime: 5 * 60_000,
  });
  const item = items.data?.find((i) => i.itemCode === LOW_CARBON_TEMPLATE_ITEM);
  const id = item?.itemDesc && /^\d+$/.test(item.itemDesc) ? Number(item.itemDesc) : null;
  return id === null
    ? null
    : { url: routeUrl(lowCarbonRoutes.lowCarbonTemplate, { id }), label: item?.itemValue ?? '' };
};

export const myApplicationsKey = [...key, 'mine'] as const;

/** The logged-in user's company's applications (none asked for without a session). */
export const useMyApplications = () => {
  const loggedIn = useSession().userInfo !== null;
  return useQuery({
    queryKey: [...myApplicationsKey, loggedIn],
    queryFn: ({ signal }) => call(lowCarbonRoutes.lowCarbonMine, { signal }),
    enabled: loggedIn,
  });
};

export const previewUpload = (id: number) => call(lowCarbonRoutes.lowCarbonPreview, { params: { id } });
