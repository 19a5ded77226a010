import { useId, type ReactNode } from 'react';

export interface AdminSectionProps {
  title: string;
  /** Buttons beside the title (Refresh). */
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One card of the console, titled, on the page's grid. */
export function AdminSection({ title, actions, testId, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section className="admin-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="admin-section__header">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
