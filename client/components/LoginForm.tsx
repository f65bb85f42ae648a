import { useNavigate } from 'react-router-dom';
import { Link } from './Link';
import { paths } from '../../shared/paths';
import { loginSchema } from '../../shared/schemas/auth';
import type { LoginResult } from '../../shared/types';
import { signedIn, takeIntendedUrl } from '../lib/auth';
import { useSessionObject } from '../lib/context';
import { browserCookies } from '../lib/cookies';
import { http } from '../lib/http';
import { Checkbox, FormAlert, SubmitButton, TextField, useForm } from './form';
import { OAuthButtons } from './OAuthButtons';

/** Signs in, then goes to the page the auth guard remembered, or to `fallback`. */
export function LoginForm({ fallback = paths.home() }: { fallback?: string }) {
  const session = useSessionObject();
  const navigate = useNavigate();
  const form = useForm(loginSchema, { email: '', password: '', remember: false });

  return (
    <>
    <OAuthButtons fallback={fallback} />
    <form
      noValidate
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (values) => {
          const result = await http.post<LoginResult>('/api/login', values);
          signedIn(session, result);
          await navigate(takeIntendedUrl(browserCookies) ?? fallback, { replace: true });
        });
      }}
    >
      <FormAlert message={form.message} />
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.values.email}
        error={form.error('email')}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.error('password')}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <div className="form-row-between">
        <Checkbox label="Remember me" name="remember" checked={form.values.remember} onChange={(e) => form.set('remember', e.target.checked)} />
        <Link to={paths.passwordRequest()}>Forgot your password?</Link>
      </div>
      <SubmitButton busy={form.busy}>Sign in</SubmitButton>
      <p className="form-footnote">
        New here? <Link to={paths.register()}>Create an account</Link> to upload documents and track your application.
      </p>
    </form>
    </>
  );
}
