import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { HeaderBanner } from '../../components/ui';

export default function Unauthorized() {
  return (
    <>
      <HeaderBanner image="account.svg" title="Not allowed" subtitle="Your account cannot open that page." />
      <div className="container section prose">
        <p>
          The page you tried to open is for a different kind of account. If you think you should have access, contact
          your adviser or the person who manages your account.
        </p>
        <p>
          <Link to={paths.account()}>Go to your account</Link> · <Link to={paths.home()}>Home page</Link>
        </p>
      </div>
    </>
  );
}
