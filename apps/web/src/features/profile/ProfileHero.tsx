import { MESSAGES, type PlayerProfile } from '@promptplay/contracts';
import type { ReactNode } from 'react';
import { CommentIcon, HeartIcon, PlayIcon, RemixIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { formatPlayerSince } from './formatPlayerSince.js';
import { BoltIcon, GamepadIcon, PencilIcon } from './profileIcons.js';
import type { ProfileStatsValues } from './profileStats.js';

export interface ProfileHeroProps {
  profile: PlayerProfile;
  /** Null while the player's games are still loading. */
  stats: ProfileStatsValues | null;
  isSignedIn: boolean;
  onEditName: () => void;
}

/** The profile's top card (spec §2 Profile): initial, name with edit, since-date and stats. */
export function ProfileHero({ profile, stats, isSignedIn, onEditName }: ProfileHeroProps) {
  const name = profile.playerName.trim();
  const initial = [...name][0]?.toUpperCase() ?? '?';
  // Games Created, Total Likes and Daily Prompts Left are the spec's; the rest issues 9 and 14.
  const statRows = [
    {
      label: MESSAGES.statGamesCreated,
      value: stats?.gamesCreated,
      Icon: GamepadIcon,
      testId: 'stat-games-created',
    },
    {
      label: MESSAGES.statTotalLikes,
      value: stats?.totalLikes,
      Icon: HeartIcon,
      testId: 'stat-total-likes',
    },
    {
      label: MESSAGES.statTotalPlays,
      value: stats?.totalPlays,
      Icon: PlayIcon,
      testId: 'stat-total-plays',
    },
    {
      label: MESSAGES.statTotalComments,
      value: stats?.totalComments,
      Icon: CommentIcon,
      testId: 'stat-total-comments',
    },
    {
      label: MESSAGES.statTotalRemixes,
      value: stats?.totalRemixes,
      Icon: RemixIcon,
      testId: 'stat-total-remixes',
    },
    {
      label: MESSAGES.statDailyPromptsLeft,
      value: profile.dailyPromptsRemaining,
      Icon: BoltIcon,
      testId: 'stat-daily-prompts',
    },
  ];
  return (
    <div className="profile-hero">
      <div className="profile-identity">
        <span className="profile-avatar" aria-hidden="true" data-testid="profile-avatar">
          {initial}
        </span>
        <div className="profile-identity__text">
          <div className="profile-name-row">
            <h2 className="profile-name" data-testid="profile-name">
              {name}
            </h2>
            <button
              type="button"
              className="icon-button icon-button--small"
              onClick={onEditName}
              aria-label={UI_TEXT.editPlayerName}
              data-testid="edit-name-button"
            >
              <PencilIcon width={18} height={18} />
            </button>
          </div>
          <p className="profile-since" data-testid="profile-since">
            {formatPlayerSince(profile.createdAt)}
          </p>
          <span className={`account-badge ${isSignedIn ? 'is-social' : ''}`}>
            {isSignedIn ? UI_TEXT.signedInWithGoogle : UI_TEXT.guestBadge}
          </span>
        </div>
      </div>
      <dl className="profile-stats" data-testid="profile-stats">
        {statRows.map(({ label, value, Icon, testId }) => (
          <Stat
            key={testId}
            label={label}
            value={value}
            icon={<Icon width={18} height={18} />}
            testId={testId}
          />
        ))}
      </dl>
    </div>
  );
}

function Stat({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <div className="profile-stat" data-testid={testId}>
      <dt>
        <span className="profile-stat__icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd data-testid={`${testId}-value`}>{value ?? UI_TEXT.statLoading}</dd>
    </div>
  );
}
