import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { Link } from 'react-router';
import { EventBannerSlot } from '../features/event/EventBannerSlot.js';
import { useAccountAction } from '../features/auth/useAccountAction.js';
import { usePlayerProfile } from '../features/profile/useProfileData.js';
import { LogoMark, UserIcon } from './icons.js';

/** Top header (spec §2): logo, the event banner on home, and Sign Up or the player's button. */
export function Header({ showEventBanner }: { showEventBanner: boolean }) {
  const account = useAccountAction();
  const isSignedIn = account.kind === 'profile';
  const playerName = usePlayerProfile({ enabled: isSignedIn }).data?.playerName.trim();
  const label = {
    profile: playerName || MESSAGES.me,
    signUp: MESSAGES.signUp,
    openInBrowser: MESSAGES.fullExperienceInBrowser,
  }[account.kind];
  return (
    <>
      <header className="app-header">
        <Link to="/" className="brand" aria-label={CONSTANTS.BRAND_NAME}>
          <LogoMark size={30} />
          <span className="brand__name">{CONSTANTS.BRAND_NAME}</span>
        </Link>
        <button
          type="button"
          className={`profile-button ${isSignedIn ? 'is-signed-in' : ''} ${account.kind === 'openInBrowser' ? 'is-web-view' : ''}`}
          onClick={account.run}
          data-testid="header-profile-button"
        >
          {isSignedIn ? (
            <span className="profile-button__avatar" aria-hidden="true">
              {playerName ? [...playerName][0]?.toUpperCase() : <UserIcon width={16} height={16} />}
            </span>
          ) : (
            <UserIcon width={16} height={16} />
          )}
          <span>{label}</span>
        </button>
      </header>
      {showEventBanner && <EventBannerSlot />}
    </>
  );
}
