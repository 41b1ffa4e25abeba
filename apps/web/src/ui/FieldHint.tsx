import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';

/**
 * The hint under a field, read out with it as its description (react-aria's slot); nothing when there is none.
 * `field__hint` and `field__description` look alike (controls.css); each field keeps the class it has always had.
 */
export function FieldHint({
  children,
  className = 'field__hint',
}: {
  children?: ReactNode;
  className?: 'field__hint' | 'field__description';
}) {
  if (!children) return null;
  return (
    <Text slot="description" className={className}>
      {children}
    </Text>
  );
}
