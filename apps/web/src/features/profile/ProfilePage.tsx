import { Link } from 'react-router';
import { MESSAGES } from '@promptplay/contracts';
import { useState } from 'react';
import { useAuthState } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { isSocialPlayer } from '../auth/authStore.js';
import { PrivacyChoicesButton } from '../consent/PrivacyChoicesButton.js';
import { AccountSection } from './AccountSection.js';
import { EditNameModal } from './EditNameModal.js';
import { MyGamesSection } from './MyGamesSection.js';
import { OgpIdentitySection } from './OgpIdentitySection.js';
import { PageToolbar } from './PageToolbar.js';
import { ProfileHero } from './ProfileHero.js';
import { ProfileError, ProfileLoading, ProfileNotFound } from './ProfileStates.js';
import { profileStats } from './profileStats.js';
import { useMyGames, usePlayerProfile } from './useProfileData.js';

/** `/profile` (spec §2 Profile): who the player is, their stats, their games and account. */
export function ProfilePage() {
  const profile = usePlayerProfile();
  const myGames = useMyGames();
  const isSignedIn = useAuthState(isSocialPlayer);
  const [isEditing, setIsEditing] = useState(false);

  const isMissing =
    profile.hasAuthFailed || (profile.error instanceof ApiError && profile.error.status === 404);
  // The profile lists the player's games too: stats need not wait for /api/my-games.
  const games = myGames.data ?? profile.data?.feeds;

  return (
    <section className="profile-page" data-testid="profile-page">
      <PageToolbar title={UI_TEXT.profileTitle} />
      {profile.data ? (
        <>
          <ProfileHero
            profile={profile.data}
            stats={games ? profileStats(games) : null}
            isSignedIn={isSignedIn}
            onEditName={() => setIsEditing(true)}
          />
          <MyGamesSection
            games={myGames.data}
            isLoading={myGames.isPending}
            error={myGames.error}
            onRetry={() => void myGames.refetch()}
            canUseOgp={isSignedIn}
          />
          {isSignedIn && <OgpIdentitySection />}
          <AccountSection isSignedIn={isSignedIn} email={profile.data.email} />
          <Link to="/attributions" className="profile-credits-link" data-testid="attributions-link">
            {UI_TEXT.attributionsLink}
          </Link>
          <PrivacyChoicesButton />
          {isEditing && (
            <EditNameModal profile={profile.data} onClose={() => setIsEditing(false)} />
          )}
        </>
      ) : isMissing ? (
        <ProfileNotFound />
      ) : profile.isError ? (
        <ProfileError message={MESSAGES.genericError} />
      ) : (
        <ProfileLoading />
      )}
    </section>
  );
}
