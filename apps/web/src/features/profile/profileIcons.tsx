import { strokeIconProps, type IconProps } from '../../ui/strokeIcon.js';

export const PencilIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <path d="M4 20h4L19 9a2.1 2.1 0 0 0-3-3L5 17v3Z" />
    <path d="M14 8l2.5 2.5" />
  </svg>
);

export const SignOutIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </svg>
);

export const GamepadIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <path d="M7 8h10a5 5 0 0 1 4.8 6.4l-.9 3A2.6 2.6 0 0 1 16.5 19L14 16h-4l-2.5 3a2.6 2.6 0 0 1-4.4-1.6l-.9-3A5 5 0 0 1 7 8Z" />
    <path d="M8 11v3M6.5 12.5h3M15.5 12h.01M17.5 14h.01" />
  </svg>
);

export const BoltIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z" />
  </svg>
);

/** OGP's mark: a coin with a star. */
export const CoinIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m12 7.8 1.3 2.7 2.9.4-2.1 2 .5 2.9-2.6-1.4-2.6 1.4.5-2.9-2.1-2 2.9-.4L12 7.8Z" />
  </svg>
);
