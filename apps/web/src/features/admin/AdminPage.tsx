import '../../styles/admin.css';
import { MESSAGES } from '@promptplay/contracts';
import { Link } from 'react-router';
import { LogoMark } from '../../app/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { AdminDenied } from './AdminDenied.js';
import { AuditSection } from './AuditSection.js';
import { EventsSection } from './EventsSection.js';
import { GamesSection } from './GamesSection.js';
import { MailSection } from './MailSection.js';
import { ModerationSection } from './ModerationSection.js';
import { OgpSection } from './OgpSection.js';
import { useAdminAccess } from './useAdminAccess.js';

/**
 * `/admin`, the operator console (issue 9): events, moderation (issue 14), mail, hiding games
 * and the audit log.
 * Loaded on demand (see AdminRoute) with its stylesheet, so players never download it. The
 * server checks the admin role on every call; the page asks first to show "not allowed".
 */
export function AdminPage() {
  const { access, retry } = useAdminAccess();
  return (
    <div className="admin-page" data-testid="admin-page">
      <header className="admin-header">
        <Link to="/" className="admin-header__home" aria-label={MESSAGES.adminBackToApp}>
          <LogoMark size={28} />
        </Link>
        <h1>{MESSAGES.adminTitle}</h1>
      </header>
      <main className="admin-main">
        {access === 'checking' && (
          <p className="admin-state" role="status" data-testid="admin-checking">
            <Spinner size={22} />
            {MESSAGES.adminCheckingAccess}
          </p>
        )}
        {access === 'denied' && <AdminDenied />}
        {access === 'error' && (
          <div className="admin-state" role="alert">
            <p>{MESSAGES.adminSomethingFailed}</p>
            <button type="button" className="button button--ghost" onClick={retry}>
              {MESSAGES.adminRetry}
            </button>
          </div>
        )}
        {access === 'allowed' && (
          <div className="admin-grid">
            <EventsSection />
            <div className="admin-column">
              <ModerationSection />
              <MailSection />
              <GamesSection />
              <OgpSection />
              <AuditSection />
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
