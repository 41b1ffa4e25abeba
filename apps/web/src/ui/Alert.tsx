import type { ReactNode } from 'react';

/** A message above a form: a failure is announced at once (role alert), a success politely (role status). */
export function Alert({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
