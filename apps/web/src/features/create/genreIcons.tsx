import type { ModalGenre } from '@promptplay/contracts';
import type { ReactNode } from 'react';

/** Line drawings per genre (no emoji: many phones and test browsers lack a colour emoji font). */
const GENRE_PATHS: Readonly<Record<ModalGenre, ReactNode>> = {
  Platformer: (
    <>
      <path d="M3 20h5v-5h5v-5h8" />
      <circle cx="16" cy="5" r="2" />
    </>
  ),
  Fighting: (
    <path d="M7 12V8a2 2 0 0 1 4 0v1a2 2 0 0 1 4 0v1a2 2 0 0 1 4 0v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6v-1a2 2 0 0 1 2-2h2" />
  ),
  Merge: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="2" />
      <rect x="13" y="13" width="8" height="8" rx="2" />
      <path d="M11 7h3a3 3 0 0 1 3 3v3" />
    </>
  ),
  Slapper: (
    <path d="M8 13V6a1.5 1.5 0 0 1 3 0v6M11 11V4.5a1.5 1.5 0 0 1 3 0V11M14 11V6a1.5 1.5 0 0 1 3 0v7M17 10.5a1.5 1.5 0 0 1 3 0V14a8 8 0 0 1-8 8h-.5a7 7 0 0 1-5.8-3.1L3.3 15a1.5 1.5 0 0 1 2.5-1.6L8 16" />
  ),
  Shooter: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  Farming: (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12c0-4 3-7 8-7 0 4-3 7-8 7Z" />
      <path d="M12 14.5C12 11 9.5 8.5 4.5 8.5c0 3.5 2.5 6 7.5 6Z" />
    </>
  ),
  Splatter: (
    <>
      <path d="M12 5c1.6 0 2 2.2 3.6 2.6s3.5-1 4.3.5-1.2 3-.7 4.6 2.3 2.4 1.2 3.8-3 .3-4.1 1.3-1 3.2-3 3.2-2.1-2.3-3.6-2.8-3.6 1.4-4.5 0 1.1-2.9.6-4.4S2.7 11 3.7 9.5s3-.4 4.1-1.4S10.4 5 12 5Z" />
      <circle cx="20" cy="3.5" r="1" />
    </>
  ),
  Brainrot: (
    <>
      <path d="M10 4a3 3 0 0 0-3 3 3 3 0 0 0-2.6 4.6A3 3 0 0 0 6 17a3 3 0 0 0 4 3V4Z" />
      <path d="M14 4a3 3 0 0 1 3 3 3 3 0 0 1 2.6 4.6A3 3 0 0 1 18 17a3 3 0 0 1-4 3V4Z" />
    </>
  ),
  FPS: (
    <>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
    </>
  ),
  Racing: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4h14l-2.5 4.5L19 13H5" />
    </>
  ),
  Aerial: (
    <>
      <path d="M21.5 2.5 10.5 13.5" />
      <path d="M21.5 2.5 14.5 21.5l-4-8-8-4 19-7Z" />
    </>
  ),
};

export function GenreIcon({ genre, size = 26 }: { genre: ModalGenre; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GENRE_PATHS[genre]}
    </svg>
  );
}
