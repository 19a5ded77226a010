import { MESSAGES } from '@promptplay/contracts';
import { Link } from 'react-router';
import { UserIcon } from '../../app/icons.js';
import { useServices } from '../../app/ServicesContext.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { signOut } from '../auth/signOut.js';
import { useStartSignIn } from '../auth/useStartSignIn.js';
import { useWebView } from '../auth/useWebView.js';
import { PencilIcon, SignOutIcon } from './profileIcons.js';

/** Signed-in players get Edit Profile and Sign out; guests a call to sign up (spec §6). */
export function AccountSection({
  isSignedIn,
  email,
}: {
  isSignedIn: boolean;
  email: string | null;
}) {
  const services = useServices();
  const startSignIn = useStartSignIn();
  const { isWebView } = useWebView();
  if (!isSignedIn) {
    return (
      <div className="signup-cta" data-testid="profile-signup-cta">
        <span className="signup-cta__icon" aria-hidden="true">
          <UserIcon width={26} height={26} />
        </span>
        <h2>{UI_TEXT.guestCtaTitle}</h2>
        <p>{isWebView ? UI_TEXT.webViewCtaText : UI_TEXT.guestCtaText}</p>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => startSignIn()}
          data-testid="profile-sign-up"
        >
          {isWebView ? MESSAGES.fullExperienceInBrowser : MESSAGES.signUp}
        </button>
      </div>
    );
  }
  return (
    <div className="account-list">
      {email && <p className="account-list__email">{email}</p>}
      <Link to="/profile/edit" className="account-row" data-testid="edit-profile-link">
        <PencilIcon width={20} height={20} />
        <span>{UI_TEXT.editProfileLink}</span>
      </Link>
      <button
        type="button"
        className="account-row account-row--danger"
        onClick={() => signOut(services)}
        data-testid="sign-out"
      >
        <SignOutIcon width={20} height={20} />
        <span>{UI_TEXT.signOut}</span>
      </button>
    </div>
  );
}
