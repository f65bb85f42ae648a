// What a layout shows when its screen fails: the 404 page inside the layout, a reload after a chunk failed
// to load (once), or the error layout for anything else (logged).
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import ErrorLayout from '../layouts/ErrorLayout';
import { isChunkLoadError, reloadOnce } from '../lib/pages';
import { NotFound } from './NotFound';
import { progress } from './progress';
import { Loading } from './ui';

export function RouteErrorView({ frame: Frame }: { frame: ComponentType<{ children: ReactNode }> }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkFailed);

  useEffect(() => {
    if (chunkFailed && reloadOnce()) return;
    setReloading(false);
    progress.fail();
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
        <NotFound />
      </Frame>
    );
  }
  return <ErrorLayout />;
}
