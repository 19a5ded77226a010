import { MESSAGES, type ReportTargetType } from '@promptplay/contracts';
import { Suspense, useState } from 'react';
import { useAuthState, useToast } from '../../app/ServicesContext.js';
import { lazyComponent } from '../../ui/lazyComponent.js';
import { isSocialPlayer, selectPlayerId } from '../auth/authStore.js';

const ReportDialog = lazyComponent(() =>
  import('./ReportDialog.js').then((module) => module.ReportDialog),
);

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** Who made the target: their own is not theirs to report, so no button for them. */
  ownerId?: string | null;
}

/**
 * 'Report' on a game or a comment (issue 14): opens the report dialog for signed-in players;
 * guests are asked to sign in, as the like button does.
 */
export function ReportButton({ targetType, targetId, ownerId }: ReportButtonProps) {
  const isSignedIn = useAuthState(isSocialPlayer);
  const playerId = useAuthState(selectPlayerId);
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);

  const open = () => {
    if (!isSignedIn) {
      toast('error', MESSAGES.reportLoginRequired);
      return;
    }
    setIsOpen(true);
  };

  if (ownerId && ownerId === playerId) return null;
  return (
    <>
      <button
        type="button"
        className="report-button"
        onClick={open}
        data-testid={`report-${targetType}`}
      >
        {MESSAGES.report}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
