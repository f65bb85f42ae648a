import { LoginForm } from '../../components/LoginForm';
import { Card, HeaderBanner } from '../../components/ui';
import { useT } from '../../lib/i18n';

export default function Login() {
  const t = useT();
  return (
    <>
      <HeaderBanner image="account.svg" title={t('auth.login.banner')} subtitle={t('auth.login.bannerLead')} />
      <div className="container section narrow">
        <Card title={t('auth.login.card')}>
          <LoginForm />
        </Card>
      </div>
    </>
  );
}
