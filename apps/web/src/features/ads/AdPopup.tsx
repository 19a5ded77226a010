import { Suspense } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../app/ServicesContext.js';
import { lazyComponent } from '../../ui/lazyComponent.js';

// Its own chunk: most page views never show an ad, and the first view never does.
const AdDialog = lazyComponent(() => import('./AdDialog.js').then((m) => m.AdDialog));

/** The ad popup (spec §2 Other overlays), shown before a play when the ad gate says so. */
export function AdPopup() {
  const { adStore } = useServices();
  const current = useStore(adStore, (state) => state.current);
  const finish = useStore(adStore, (state) => state.finish);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <AdDialog key={current.id} ad={current} onFinish={finish} />
    </Suspense>
  );
}
