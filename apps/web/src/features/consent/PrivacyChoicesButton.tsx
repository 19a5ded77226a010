import { MESSAGES } from '@promptplay/contracts';
import { useServices } from '../../app/ServicesContext.js';

/** Reopens the consent banner so the player can change their choice (on the profile). */
export function PrivacyChoicesButton() {
  const { consent } = useServices();
  return (
    <button
      type="button"
      className="profile-credits-link privacy-choices-button"
      onClick={() => consent.getState().reopen()}
      data-testid="privacy-choices"
    >
      {MESSAGES.privacyChoices}
    </button>
  );
}
