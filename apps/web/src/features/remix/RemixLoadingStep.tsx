import { MESSAGES } from '@promptplay/contracts';
import { Spinner } from '../../ui/Spinner.js';

/** The create modal while the game to remix loads, before its categorization shows. */
export function RemixLoadingStep({ titleId }: { titleId: string }) {
  return (
    <div className="create-step remix-loading" role="status" data-testid="remix-loading">
      <Spinner size={28} />
      <h2 id={titleId} tabIndex={-1}>
        {MESSAGES.remixLoading}
      </h2>
    </div>
  );
}
