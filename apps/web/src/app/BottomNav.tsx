import { MESSAGES, type EventPhase } from '@promptplay/contracts';
import type { ComponentType, SVGProps } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccountAction } from '../features/auth/useAccountAction.js';
import { competitionTab } from '../features/event/competitionTab.js';
import { UI_TEXT } from '../lib/uiText.js';
import { FriendsIcon, HomeIcon, PlusIcon, TrophyIcon, UserIcon } from './icons.js';

interface NavItemProps {
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  isActive?: boolean;
  isDisabled?: boolean;
  onSelect?: () => void;
  testId: string;
}

function NavItem({
  label,
  Icon,
  isActive = false,
  isDisabled = false,
  onSelect,
  testId,
}: NavItemProps) {
  return (
    <button
      type="button"
      className={`nav-item ${isActive ? 'is-active' : ''}`}
      disabled={isDisabled}
      aria-current={isActive ? 'page' : undefined}
      onClick={onSelect}
      data-testid={testId}
    >
      <Icon width={24} height={24} />
      <span className="nav-item__label">{label}</span>
    </button>
  );
}

/** Bottom navigation (spec §2): Home, competition, CREATE, Friends, Me or SignUp. */
export function BottomNav({
  eventPhase,
  onCreate,
}: {
  eventPhase: EventPhase | null;
  onCreate: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const account = useAccountAction();
  const competition = competitionTab(eventPhase);
  return (
    <nav className="bottom-nav" aria-label={UI_TEXT.mainNavigation} data-testid="bottom-nav">
      <NavItem
        label={MESSAGES.navHome}
        Icon={HomeIcon}
        isActive={pathname === '/' || pathname.startsWith('/shared/')}
        onSelect={() => void navigate('/')}
        testId="nav-home"
      />
      <NavItem
        label={competition.label}
        Icon={TrophyIcon}
        isActive={pathname === '/leaderboard'}
        isDisabled={!competition.isEnabled}
        onSelect={() => void navigate('/leaderboard')}
        testId="nav-competition"
      />
      <button type="button" className="nav-create" onClick={onCreate} data-testid="nav-create">
        <span className="nav-create__bubble">
          <PlusIcon width={26} height={26} />
        </span>
        <span className="nav-item__label">{MESSAGES.navCreate}</span>
      </button>
      <NavItem label={MESSAGES.navFriends} Icon={FriendsIcon} isDisabled testId="nav-friends" />
      <NavItem
        label={
          {
            profile: MESSAGES.me,
            signUp: MESSAGES.navSignUp,
            openInBrowser: MESSAGES.fullExperience,
          }[account.kind]
        }
        Icon={UserIcon}
        isActive={pathname.startsWith('/profile')}
        onSelect={account.run}
        testId="nav-me"
      />
    </nav>
  );
}
