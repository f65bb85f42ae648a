// The error layout: shown when a screen's data could not be loaded.
import { paths } from '../../shared/paths';
import { LogoMark } from '../components/Logo';

export default function ErrorLayout() {
  return (
    <div className="layout-error">
      <main className="error-panel" id="main">
        <a href={paths.home()} className="error-logo" aria-label="Home">
          <LogoMark size={72} />
        </a>
        <h1>Error</h1>
        <p>There has been a problem</p>
        <p className="error-help">
          Please try again in a moment. If it keeps happening, e-mail us and tell us what you were doing.
        </p>
        {/* A full page load: the router that failed is not trusted to recover on its own. */}
        <a className="btn btn-primary" href={paths.home()}>
          Back to the home page
        </a>
      </main>
    </div>
  );
}
