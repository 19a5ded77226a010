import { MESSAGES } from '@promptplay/contracts';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '../../app/icons.js';
import { reportRenderError } from './errorReporter.js';

/**
 * The route table's error element: a page that threw while rendering (or whose code failed to
 * load) shows this instead, and the error goes to the reporter. Answers the router itself
 * raises (an unknown path) are not bugs and are not reported.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportRenderError(error);
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
