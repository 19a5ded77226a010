import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginPromptDialog } from '../features/auth/LoginPromptDialog.js';
import { useCreateModalLauncher } from '../features/create/useCreateModalLauncher.js';
import { useEventState } from '../features/event/useEventState.js';
import { GameLayer } from '../features/game/GameLayer.js';
import { isGameLayerVisible } from '../features/game/gameStatus.js';
import { useMailbox } from '../features/mail/useMailbox.js';
import { RemixOpenerContext } from '../features/remix/remixOpener.js';
import { lazyComponent } from '../ui/lazyComponent.js';
import { PageLoading } from '../ui/PageLoading.js';
import { BottomNav } from './BottomNav.js';
import { Header } from './Header.js';
import { useGameState } from './ServicesContext.js';
import { useScrollToTopOnNewPage } from './useScrollToTopOnNewPage.js';

// Own chunks, fetched when first opened: the first view does not run them.
const CreateGameModal = lazyComponent(() =>
  import('../features/create/CreateGameModal.js').then((m) => m.CreateGameModal),
);
const MailModal = lazyComponent(() =>
  import('../features/mail/MailModal.js').then((m) => m.MailModal),
);

/** Header, page and bottom navigation, with the game layer above them (spec §2). */
export function Shell() {
  const { pathname } = useLocation();
  useScrollToTopOnNewPage();
  const createModal = useCreateModalLauncher();
  const isLayerVisible = useGameState((state) => isGameLayerVisible(state.gameStatus));
  const { phase } = useEventState();
  const mailbox = useMailbox();
  return (
    <>
      {/* The game layer and the sheets make this inert while they show (ui/useModalFocus). */}
      <div className="shell">
        <Header showEventBanner={pathname === '/'} />
        <main className="shell-main">
          {/* Pages in their own chunks (routes.tsx): a navigation keeps the page it leaves. */}
          <Suspense fallback={<PageLoading />}>
            <RemixOpenerContext value={createModal.openRemix}>
              <Outlet />
            </RemixOpenerContext>
          </Suspense>
        </main>
        <BottomNav eventPhase={phase} onCreate={createModal.open} />
      </div>
      <Suspense fallback={null}>
        {createModal.isOpen && (
          <CreateGameModal
            key={createModal.openKey}
            restored={createModal.restored}
            onClose={createModal.close}
          />
        )}
      </Suspense>
      <GameLayer />
      <Suspense fallback={null}>
        {!isLayerVisible && mailbox.mail && (
          <MailModal
            key={mailbox.mail.mailId ?? mailbox.mail.title}
            mail={mailbox.mail}
            onClose={mailbox.close}
          />
        )}
      </Suspense>
      {/* One overlay at a time: the login prompt waits for the mail to be closed. */}
      {!isLayerVisible && !mailbox.mail && <LoginPromptDialog />}
    </>
  );
}
