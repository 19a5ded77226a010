import { MESSAGES } from '@promptplay/contracts';
import { useNavigate } from 'react-router';
import { PageToolbar } from './PageToolbar.js';
import { PlayerNameForm } from './PlayerNameForm.js';
import { ProfileLoading, ProfileNotFound } from './ProfileStates.js';
import { usePlayerProfile } from './useProfileData.js';

/** `/profile/edit` (spec §2 Edit Profile): the player-name form on its own screen. */
export function EditProfilePage() {
  const profile = usePlayerProfile();
  const navigate = useNavigate();
  return (
    <section className="profile-page" data-testid="edit-profile-page">
      <PageToolbar title={MESSAGES.editProfileHeading} />
      {profile.data ? (
        <div className="panel">
          <PlayerNameForm
            profile={profile.data}
            onSaved={() => void navigate('/profile', { replace: true })}
          />
        </div>
      ) : profile.isError ? (
        <ProfileNotFound />
      ) : (
        <ProfileLoading />
      )}
    </section>
  );
}
