import { MESSAGES } from '@promptplay/contracts';
import { Link } from 'react-router';
import { LogoMark } from './icons.js';

export function NotFoundPage() {
  return (
    <main className="center-page" data-testid="not-found">
      <LogoMark size={56} />
      <h1>{MESSAGES.notFoundTitle}</h1>
      <Link to="/" className="button button--primary button--large">
        {MESSAGES.returnHome}
      </Link>
    </main>
  );
}
