import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { consoleRoutes } from '@steel-epd/contract';
import { ContractField, errorMessage } from '@steel-epd/web';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LangSwitch } from '../../../components/lang-switch.tsx';
import { useToken } from '../../../lib/session.ts';
import { useLogin } from './api.ts';

interface LoginForm {
  username: string;
  password: string;
}

const fields = consoleRoutes.login.body.shape;

/** Where to go after logging in: the page that sent the operator here, if it is one of ours. */
const targetOf = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
};

export const LoginPage = () => {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const login = useLogin();

  if (token) return <Navigate to={targetOf(location.state)} replace />;

  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', background: '#f0f2f5' }}
    >
      <Card
        style={{ width: 380 }}
        title={t('console.login.title')}
        extra={<LangSwitch />}
        data-testid="login-card"
      >
        <Typography.Paragraph type="secondary">{t('console.appName')}</Typography.Paragraph>
        <Form<LoginForm>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => login.mutate(values)}
          data-testid="login-form"
        >
          <ContractField name="username" label={t('console.login.username')} schema={fields.username}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid="login-username" />
          </ContractField>
          <ContractField name="password" label={t('console.login.password')} schema={fields.password}>
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </ContractField>
          {login.isError && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={errorMessage(login.error, t)}
              data-testid="login-error"
            />
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
            {t('console.login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
};
