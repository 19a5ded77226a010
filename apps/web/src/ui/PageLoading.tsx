import { UI_TEXT } from '../lib/uiText.js';
import { Spinner } from './Spinner.js';

/** A page whose code is still on its way (app/routes.tsx: pages in their own chunks). */
export function PageLoading() {
  return (
    <p className="route-loading" role="status">
      <Spinner size={22} />
      {UI_TEXT.pageLoading}
    </p>
  );
}
