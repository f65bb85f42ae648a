// What a layout shows when its screen fails: the 404 page inside the layout, a reload after a chunk failed
// to load (once), or the error layout for anything else (logged). The 404 page and the error layout are static
// parts whose code is not in the first load (error-views.ts); the reload is here, as it must work offline.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadOnce } from '../lib/pages';
import { Loading } from '../components/Loading';
import { progressBar } from '../components/progress-bar';
import { LazyStaticPart, staticPartModule } from '../components/StaticPart';

export const errorViews = staticPartModule(['not-found', 'error-layout'], () => import('./error-views'));

export function RouteErrorView({ frame: Frame }: { frame: ComponentType<{ children: ReactNode }> }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkFailed);

  useEffect(() => {
    if (chunkFailed && reloadOnce()) return;
    setReloading(false);
    progressBar.loaded()?.progress.fail();
    if (!notFound) console.error('The page could not be shown:', error);
  }, [error, chunkFailed, notFound]);

  if (reloading) {
    return (
      <Frame>
        <Loading />
      </Frame>
    );
  }
  if (notFound) {
    return (
      <Frame>
        <LazyStaticPart id="not-found" module={errorViews}>
          {(views) => <views.NotFound />}
        </LazyStaticPart>
      </Frame>
    );
  }
  return (
    <LazyStaticPart id="error-layout" module={errorViews}>
      {(views) => <views.ErrorLayout />}
    </LazyStaticPart>
  );
}
