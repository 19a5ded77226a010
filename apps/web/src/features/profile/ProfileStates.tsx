import { MESSAGES } from '@promptplay/contracts';
import { AlertIcon, UserIcon } from '../../app/icons.js';
import { Spinner } from '../../ui/Spinner.js';

export function ProfileLoading() {
  return (
    <div className="profile-state" role="status" data-testid="profile-loading">
      <Spinner size={32} />
      <p>{MESSAGES.loadingProfile}</p>
    </div>
  );
}

export function ProfileNotFound({ detail }: { detail?: string | undefined }) {
  return (
    <div className="feed-state feed-state--panel" role="alert" data-testid="profile-not-found">
      <span className="feed-state__icon feed-state__icon--error">
        <UserIcon />
      </span>
      <h2>{MESSAGES.profileNotFound}</h2>
      {detail && <p>{detail}</p>}
    </div>
  );
}

export function ProfileError({ message }: { message: string }) {
  return (
    <div className="feed-state feed-state--panel" role="alert" data-testid="profile-error">
      <span className="feed-state__icon feed-state__icon--error">
        <AlertIcon />
      </span>
      <h2>{message}</h2>
    </div>
  );
}
