import { MESSAGES } from '@promptplay/contracts';
import { Link } from 'react-router';
import { AlertIcon } from '../../app/icons.js';

export function InvalidSharedGame() {
  return (
    <div className="feed-state feed-state--panel" role="alert" data-testid="invalid-shared-game">
      <span className="feed-state__icon feed-state__icon--error">
        <AlertIcon />
      </span>
      <p className="feed-state__message">{MESSAGES.invalidSharedGameId}</p>
      <Link to="/" className="button button--primary">
        {MESSAGES.returnHome}
      </Link>
    </div>
  );
}
