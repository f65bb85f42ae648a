import { Link } from './Link';
import { paths } from '../../shared/paths';
import { HeaderBanner } from './ui';

export function NotFound() {
  return (
    <>
      <HeaderBanner image="not-found.svg" title="Page not found" subtitle="The page you asked for is not here." />
      <div className="container section prose">
        <p>
          The address may be mistyped, or the page may have moved since the link was made. These pages are a good
          place to carry on:
        </p>
        <ul className="link-list">
          <li>
            <Link to={paths.home()}>Home page</Link>
          </li>
          <li>
            <Link to={paths.study()}>Study destinations</Link>
          </li>
          <li>
            <Link to={paths.contact()}>Contact an adviser</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
