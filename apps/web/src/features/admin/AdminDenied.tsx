import { MESSAGES } from '@promptplay/contracts';
import { Link } from 'react-router';
import { AlertIcon } from '../../app/icons.js';
import { useServices } from '../../app/ServicesContext.js';
import { loginUrl } from '../../lib/auth/login.js';

/** "Not allowed": this account is not an operator (or nobody is signed in). */
export function AdminDenied() {
  const { pageLocation } = useServices();
  return (
    <div className="admin-state" role="alert" data-testid="admin-denied">
      <AlertIcon width={28} height={28} />
      <h2>{MESSAGES.adminNotAllowedTitle}</h2>
      <p>{MESSAGES.adminNotAllowedText}</p>
      <a
        className="button button--primary"
        href={loginUrl(`${pageLocation.origin}/admin`)}
        data-testid="admin-sign-in"
      >
        {MESSAGES.adminSignIn}
      </a>
      <Link to="/" className="admin-link">
        {MESSAGES.adminBackToApp}
      </Link>
    </div>
  );
}
