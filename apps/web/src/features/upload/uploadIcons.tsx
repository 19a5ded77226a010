import { strokeIconProps, type IconProps } from '../../ui/strokeIcon.js';

export const ImageIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);

export const LockIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </svg>
);

export const RetryIcon = (props: IconProps) => (
  <svg {...strokeIconProps} {...props}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);
