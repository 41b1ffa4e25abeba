import { Button } from 'react-aria-components';
import { Icon } from './Icon';

/** A list's primary button that opens the form of a new item. */
export function AddButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button className="button button--primary" onPress={onPress}>
      <Icon name="plus" size={16} />
      {label}
    </Button>
  );
}
