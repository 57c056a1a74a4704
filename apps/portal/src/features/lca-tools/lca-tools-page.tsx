import {
  AppstoreOutlined,
  BarChartOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import {
  accountRoutes,
  LCA_SUBSCRIPTION_LIMITS,
  type TDictTreeItem,
  type TLcaSubscribe,
  type TMySubscription,
  ZLcaSubscribe,
} from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictTree } from '../../lib/api/dict-queries.ts';
import { call } from '../../lib/http.ts';
import type { PageProps } from '../../lib/page.ts';
import { updateUserInfo, useSession } from '../../lib/session.ts';
import { toolAddress } from '../../lib/tool-address.ts';
import { TreeChoice } from '../../lib/tree-choice.tsx';
import { isOther, leafOf, professionOf, type TreePath } from '../../lib/tree-path.ts';
import { toUserInfo } from '../../lib/user-info.ts';
import { fetchToolToken, subscribeFormKey, useSubscribe, useSubscribeForm, useSubscription } from './api.ts';
import './lca-tools.css';
import './texts.ts';

const FIELDS = ZLcaSubscribe.shape;
const CONFIRM_TEST_ID = { 'data-testid': 'lca-confirm-open' };
/** Seconds a visitor with a subscription reads the notice before the tool opens. */
const REDIRECT_S = 5;

/** The end date as the user reads it: the day in their own time zone. */

const FEATURES: { key: string; icon: ReactNode }[] = [
  { key: 'assessment', icon: <ExperimentOutlined /> },
  { key: 'database', icon: <DatabaseOutlined /> },
  { key: 'modelling', icon: <AppstoreOutlined /> },
  { key: 'exchange', icon: <SwapOutlined /> },
  { key: 'analysis', icon: <BarChartOutlined /> },
];

/** Opens the external LCA tool in this tab with a fresh tool token as `epdToken`. */
const useOpenTool = () => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  return async (base: string) => {
    try {
      const { token } = await fetchToolToken();
      const address = toolAddress(base, token);
      if (address === null) void message.warning(t('lca.toolAddressWrong'));
      else window.location.assign(address);
    } catch (error) {
      showError(error);
    }
  };
};

/** The subscribed user's panel: the end date, and the tool (opened after a countdown on a visit). */
const SubscribedPanel = ({
  subscription,
  redirect,
}: {
  subscription: TMySubscription;
  redirect: boolean;
}) => {
  const { t } = useTranslation();
  const openTool = useOpenTool();
  const [left, setLeft] = useState<number | null>(redirect && subscription.toolUrl ? REDIRECT_S : null);
  const { toolUrl } = subscription;
  useEffect(() => {
    if (left === null || toolUrl === null) return;
    if (left <= 0) {
      setLeft(null);
      void openTool(toolUrl);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, toolUrl, openTool]);
  return (
    <Card className="lca-tools__panel" data-testid="lca-subscribed">
      <Typography.Title level={4}>{t('lca.subscribedTitle')}</Typography.Title>
      <p data-testid="lca-ends-at">
        {t(subscription.state === 'active' ? 'lca.runningUntil.active' : 'lca.runningUntil.trial', {
          date: subscription.lastDay,
        })}
      </p>
      {toolUrl === null ? (
        <Alert type="warning" showIcon title={t('lca.noToolUrl')} data-testid="lca-no-tool" />
      ) : (
        <Space wrap>
          <Button type="primary" onClick={() => void openTool(toolUrl)} data-testid="lca-open-tool">
            {t('lca.openTool')}
          </Button>
          {left !== null && left > 0 ? (
            <>
              <Typography.Text type="secondary" data-testid="lca-redirecting">
                {t('lca.redirecting', { seconds: left })}
              </Typography.Text>
              <Button onClick={() => setLeft(null)} data-testid="lca-stay">
                {t('lca.stay')}
              </Button>
            </>
          ) : null}
        </Space>
      )}
    </Card>
  );
};

type FormValues = Omit<TLcaSubscribe, 'mobile'> & {
  /** The industry chosen here when the records have none. */
  industryPath?: TreePath;
  otherProfession?: string;
};

/** The chosen industry as the server will name it: the item, or an 'other' item's own text. */
const industryName = (tree: readonly TDictTreeItem[], v: FormValues) => {
  const other = isOther(tree, v.industryPath) ? v.otherProfession?.trim() : undefined;
  return other || (leafOf(tree, v.industryPath)?.itemValue ?? '');
};

const SubscribeForm = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const showError = useApiErrorToast();
  const values = useSubscribeForm();
  const subscription = useSubscription();
  const subscribe = useSubscribe();
  const openTool = useOpenTool();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const { userInfo } = useSession();
  const data = values.data;
  // Records without an industry (the supplement form's is optional): the user chooses it here.
  const choosing = data !== undefined && data.industryCategory === null;
  const industries = useDictTree('INDUSTRY_CLASSIFICATION', choosing);
  useEffect(() => {
    if (industries.error) showError(industries.error);
  }, [industries.error, showError]);

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      username: form.getFieldValue('username') || data.username || '',
      companyName: data.companyName ?? '',
      industryCategory: data.industryCategory ?? '',
    });
  }, [data, form]);

  const submit = async (v: FormValues) => {
    if (!data) return;
    setBusy(true);
    try {
      const { industryPath, otherProfession, ...fields } = v;
      let industryCategory = fields.industryCategory;
      if (choosing) {
        // The choice is the user's own industry first (the profession form's call), then the
        // subscription takes it from the records as for everyone.
        const tree = industries.data ?? [];
        const user = await call(accountRoutes.nameUpdate, {
          body: {
            userName: data.username ?? fields.username,
            ...professionOf(tree, industryPath, otherProfession),
          },
        });
        if (userInfo) updateUserInfo(toUserInfo(user, userInfo.industryCategoryName));
        industryCategory = industryName(tree, v);
        await queryClient.invalidateQueries({ queryKey: subscribeFormKey(userInfo?.id ?? 0) });
      }
      await subscribe.mutateAsync({ ...fields, industryCategory, mobile: data.mobile });
      // The spec's order: subscribe, then check; a true result offers the tool.
      const { data: check } = await subscription.refetch({ throwOnError: true });
      if (!check) return;
      const date = check.lastDay;
      const { toolUrl } = check;
      if (toolUrl === null) {
        void message.info(t('lca.noToolUrl'));
        return;
      }
      modal.confirm({
        title: t('lca.confirmTitle'),
        content: t('lca.confirmBody', { date }),
        okText: t('lca.openTool'),
        cancelText: t('lca.later'),
        okButtonProps: { ...CONFIRM_TEST_ID },
        onOk: () => openTool(toolUrl),
      });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="lca-tools__panel" data-testid="lca-form-card">
      <Typography.Title level={4}>{t('lca.formTitle')}</Typography.Title>
      <p className="lca-tools__lead">
        {choosing
          ? t('lca.formLeadChoose', { days: data.trialDays })
          : t('lca.formLead', { days: data?.trialDays ?? '' })}
      </p>
      <Spin spinning={values.isPending}>
        <Form<FormValues>
          form={form}
          name="lca-subscribe"
          layout="vertical"
          validateTrigger="onBlur"
          onFinish={(v) => void submit(v)}
        >
          <ContractField name="username" label={t('lca.username')} required schema={FIELDS.username}>
            <Input count={{ max: LCA_SUBSCRIPTION_LIMITS.username }} data-testid="lca-username" />
          </ContractField>
          <ContractField name="companyName" label={t('lca.companyName')} required schema={FIELDS.companyName}>
            <Input readOnly variant="filled" data-testid="lca-company" />
          </ContractField>
          {choosing ? (
            <TreeChoice
              name="industryPath"
              tree={industries.data}
              spec={{
                label: t('lca.industry'),
                placeholder: t('lca.chooseIndustry'),
                testId: 'lca-industry-choice',
                rules: [{ required: true, message: t('lca.chooseIndustry') }],
                other: {
                  name: 'otherProfession',
                  label: t('lca.otherIndustry'),
                  required: t('lca.otherIndustryRequired'),
                  testId: 'lca-other-industry',
                },
              }}
            />
          ) : (
            <ContractField
              name="industryCategory"
              label={t('lca.industry')}
              required
              schema={FIELDS.industryCategory}
            >
              <Input readOnly variant="filled" data-testid="lca-industry" />
            </ContractField>
          )}
          <ContractField name="position" label={t('lca.position')} required schema={FIELDS.position}>
            <Input count={{ max: LCA_SUBSCRIPTION_LIMITS.position }} data-testid="lca-position" />
          </ContractField>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="lca-subscribe" block>
            {t('lca.trialButton')}
          </Button>
        </Form>
      </Spin>
    </Card>
  );
};

/**
 * /lcaTools (login; spec 02 §2, §4 and §5 "LCA subscription"): the banner, the product's
 * introduction and its five features, and the trial form. A visitor whose subscription runs
 * reads its end date and is taken to the external tool after a short countdown (or stays);
 * after subscribing, a confirm offers the tool. The tool opens with a signed tool token as
 * `epdToken`.
 */
export default function LcaToolsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  // Only a visit with a running subscription redirects; one just made asks first.
  const visitedSubscribed = useRef<boolean | null>(null);
  if (visitedSubscribed.current === null && subscription.isSuccess)
    visitedSubscribed.current = subscription.data !== null;

  return (
    <main className="lca-tools" data-testid="lca-tools-page">
      <section className="lca-tools__banner">
        <div className="lca-tools__banner-inner">
          <Typography.Text className="lca-tools__kicker">{t(titleKey)}</Typography.Text>
          <Typography.Title level={1} className="lca-tools__title">
            {t('lca.bannerTitle')}
          </Typography.Title>
          <p className="lca-tools__banner-lead">{t('lca.bannerLead')}</p>
        </div>
      </section>
      <div className="lca-tools__body">
        <div className="lca-tools__main">
          <section>
            <Typography.Title level={3}>{t('lca.introTitle')}</Typography.Title>
            <p className="lca-tools__intro">{t('lca.intro')}</p>
          </section>
          <section>
            <Typography.Title level={3}>{t('lca.featuresTitle')}</Typography.Title>
            <div className="lca-tools__features">
              {FEATURES.map((f) => (
                <Card key={f.key} className="lca-tools__feature" data-testid={`lca-feature-${f.key}`}>
                  <span className="lca-tools__feature-icon" aria-hidden>
                    {f.icon}
                  </span>
                  <Typography.Title level={5}>
                    {t(`lca.feature.${f.key}` as 'lca.feature.assessment')}
                  </Typography.Title>
                  <p>{t(`lca.feature.${f.key}Text` as 'lca.feature.assessmentText')}</p>
                </Card>
              ))}
            </div>
          </section>
        </div>
        {/* A subscriber's notice comes first on narrow screens: it is read before the tool opens. */}
        <aside className={subscription.data ? 'lca-tools__side lca-tools__side--first' : 'lca-tools__side'}>
          {subscription.isPending ? (
            <Card className="lca-tools__panel">
              <Spin />
            </Card>
          ) : subscription.data ? (
            <SubscribedPanel subscription={subscription.data} redirect={visitedSubscribed.current === true} />
          ) : (
            <SubscribeForm />
          )}
        </aside>
      </div>
    </main>
  );
}
