import { LoginForm } from '../../components/LoginForm';
import { Card, HeaderBanner } from '../../components/ui';

export default function Login() {
  return (
    <>
      <HeaderBanner image="account.svg" title="Sign in" subtitle="Pick up your application where you left it." />
      <div className="container section narrow">
        <Card title="Sign in to your account">
          <LoginForm />
        </Card>
      </div>
    </>
  );
}
