import { AlertIcon, CheckIcon } from '../../app/icons.js';

export interface AdminNoticeProps {
  kind: 'error' | 'done';
  /** Nothing is shown without a text. */
  text: string | null;
  testId: string;
}

/** A form's outcome line: what went wrong (an alert) or what was done (a status). */
export function AdminNotice({ kind, text, testId }: AdminNoticeProps) {
  if (!text) return null;
  const Icon = kind === 'error' ? AlertIcon : CheckIcon;
  return (
    <p
      className={kind === 'error' ? 'admin-error' : 'admin-done'}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Icon width={16} height={16} />
      <span>{text}</span>
    </p>
  );
}
