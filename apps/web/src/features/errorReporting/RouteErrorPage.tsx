import { MESSAGES } from '@promptplay/contracts';
import { useEffect } from 'react';
import { LogoMark } from '../../app/icons.js';
import { reportRenderError } from './errorReporter.js';

/**
 * What `RouteErrorBoundary` shows when a page threw while rendering (or its code failed to
 * load); the error goes to the reporter.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    reportRenderError(error);
  }, [error]);
  return (
    <main className="center-page" data-testid="page-failed" role="alert">
      <LogoMark size={56} />
      <h1>{MESSAGES.pageFailedTitle}</h1>
      <a href="/" className="button button--primary button--large">
        {MESSAGES.returnHome}
      </a>
    </main>
  );
}
