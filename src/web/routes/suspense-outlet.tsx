import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './page-loading.tsx';

/** Inside a layout: its lazy pages wait here, so the header and sidebar stay while one loads. */
export function SuspenseOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
