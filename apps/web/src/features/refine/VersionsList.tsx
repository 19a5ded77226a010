import { MESSAGES, type Game } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { versionsQueryKey } from '../../app/queryKeys.js';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { showLatestVersion } from './latestGame.js';
import { fetchVersions, restoreVersion } from './refineApi.js';
import { refineErrorText } from './refineErrorText.js';

/** A refined game's versions, oldest first, each but the current one with 'Back to version n'. */
export function VersionsList({ game, playerId }: { game: Game; playerId: string }) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: versionsQueryKey(game.id),
    queryFn: ({ signal }) => fetchVersions(api, game.id, signal),
  });
  const items = versions.data?.items ?? [];
  if (items.length < 2) return null;

  const restore = async (version: number) => {
    setRestoring(version);
    try {
      queryClient.setQueryData(
        versionsQueryKey(game.id),
        await restoreVersion(api, game.id, version),
      );
      await showLatestVersion(api, queryClient, game.id, playerId);
      toast('success', MESSAGES.versionRestored(version));
    } catch (error) {
      toast('error', refineErrorText(error));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <section className="versions" aria-label={MESSAGES.versionsTitle} data-testid="versions">
      <h3 className="versions__title">{MESSAGES.versionsTitle}</h3>
      <ol className="versions__list">
        {items.map((item) => (
          <li key={item.version} className="versions__item" data-testid="version">
            <img className="versions__shot" src={item.screenshotUrl} alt="" loading="lazy" />
            <div className="versions__text">
              <span className="versions__label">{item.label}</span>
              {item.prompt && <span className="versions__prompt">“{item.prompt}”</span>}
            </div>
            {item.current ? (
              <span className="versions__current">{MESSAGES.versionCurrent}</span>
            ) : (
              <button
                type="button"
                className="button button--ghost versions__restore"
                disabled={restoring !== null}
                onClick={() => void restore(item.version)}
                data-testid="restore-version"
              >
                {MESSAGES.backToVersion(item.version)}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
