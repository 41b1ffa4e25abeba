import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Icon } from './Icon';
import './column-chooser.css';

export interface ChoosableColumn<Id extends string = string> {
  id: Id;
  label: string;
  visible: boolean;
  /** Shown whatever the choice (the row header), so it cannot be unticked. */
  locked?: boolean;
}

interface ColumnChooserProps<Id extends string> {
  columns: readonly ChoosableColumn<Id>[];
  onChange: (columns: Array<{ id: Id; visible: boolean }>) => void;
  onReset: () => void;
  labels: {
    button: string;
    title: string;
    help: string;
    reset: string;
    moveUp: (column: string) => string;
    moveDown: (column: string) => string;
  };
}

type Direction = 'up' | 'down';

const keyOf = (choices: ReadonlyArray<{ id: string; visible: boolean }>) =>
  choices.map((c) => `${c.id}:${c.visible ? 1 : 0}`).join(',');

/**
 * Which columns a table shows, and in which order: a checkbox per column and a button to move it up or down,
 * all reachable with Tab and operable with Space and Enter, in a popover that closes on Escape.
 */
export function ColumnChooser<Id extends string>({
  columns,
  onChange,
  onReset,
  labels,
}: ColumnChooserProps<Id>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Moving a column re-renders the list: the focus follows the button that moved it, or its twin at an edge.
  const [refocus, setRefocus] = useState<{ id: string; direction: Direction } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const { id, direction } = refocus;
    const other = direction === 'up' ? 'down' : 'up';
    const target = [direction, other]
      .map((d) => buttons.current.get(`${id}:${d}`))
      .find((button) => button && !button.disabled);
    target?.focus();
    setRefocus(null);
  }, [refocus]);

  // The columns given are re-rendered only once the change has reached the parent's store, which can be a task
  // later: a key press before then must start from the previous press's result, or that press would be lost.
  // `keys` are the states this chooser has sent since the columns given were last its own.
  const sent = useRef<{ keys: Set<string>; choices: Array<{ id: Id; visible: boolean }> } | null>(null);
  const given = () => columns.map(({ id, visible }) => ({ id, visible }));
  const choices = () => {
    const last = sent.current;
    return last?.keys.has(keyOf(columns)) ? [...last.choices] : given();
  };
  const send = (next: Array<{ id: Id; visible: boolean }>) => {
    const current = keyOf(columns);
    const keys = sent.current?.keys.has(current) ? sent.current.keys : new Set([current]);
    keys.add(keyOf(next));
    sent.current = { keys, choices: next };
    onChange(next);
  };
  const reset = () => {
    sent.current = null;
    onReset();
  };
  const toggle = (id: string, visible: boolean) =>
    send(choices().map((c) => (c.id === id ? { ...c, visible } : c)));
  const move = (id: Id, direction: Direction) => {
    const next = choices();
    const index = next.findIndex((c) => c.id === id);
    const to = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || to < 0 || to >= next.length) return;
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved!);
    send(next);
    setRefocus({ id, direction });
  };

  // Each button registers itself so that the focus can follow a moved column (above).
  const moveButton = (column: ChoosableColumn<Id>, direction: Direction, atEdge: boolean) => (
    <Button
      ref={(el) => {
        if (el) buttons.current.set(`${column.id}:${direction}`, el);
      }}
      className="button button--icon button--small"
      aria-label={direction === 'up' ? labels.moveUp(column.label) : labels.moveDown(column.label)}
      isDisabled={atEdge}
      onPress={() => move(column.id, direction)}
    >
      <Icon name={direction === 'up' ? 'chevronUp' : 'chevronDown'} size={16} />
    </Button>
  );

  return (
    <DialogTrigger>
      <Button className="button button--secondary">{labels.button}</Button>
      <Popover className="popover column-chooser" placement="bottom end">
        <Dialog className="column-chooser__dialog" aria-labelledby="column-chooser-title">
          <Heading slot="title" id="column-chooser-title" className="column-chooser__title">
            {labels.title}
          </Heading>
          <p className="column-chooser__help">{labels.help}</p>
          <ol className="column-chooser__list">
            {columns.map((column, index) => (
              <li key={column.id} className="column-chooser__item">
                <Checkbox
                  className="checkbox column-chooser__check"
                  isSelected={column.visible}
                  isDisabled={column.locked ?? false}
                  onChange={(visible) => toggle(column.id, visible)}
                >
                  <span className="checkbox__box" aria-hidden="true" />
                  {column.label}
                </Checkbox>
                {moveButton(column, 'up', index === 0)}
                {moveButton(column, 'down', index === columns.length - 1)}
              </li>
            ))}
          </ol>
          <Button className="button button--ghost" onPress={reset}>
            {labels.reset}
          </Button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
