import { describe, expect, it } from 'vitest';
import {
  canModifyTag,
  isTagClosable,
  TAG_COLOUR_NAMES,
  TAG_COLOURS,
  tagActionPermissions,
  tagColourHex,
  tagColourName,
  tagLabelIssue,
} from './index';

describe('tag colours (shipment-domain §3: hex colours map to ten names)', () => {
  it('names exactly the ten colours of the spec, each with its own hex value', () => {
    expect(TAG_COLOUR_NAMES).toEqual([
      'purple',
      'teal',
      'green',
      'blue',
      'gray',
      'light blue',
      'cyan',
      'red',
      'yellow',
      'orange',
    ]);
    expect(new Set(TAG_COLOURS.map((c) => c.hex)).size).toBe(10);
  });

  it.each(TAG_COLOURS.map((c) => [c.name, c.hex]))('maps %s both ways with %s', (name, hex) => {
    expect(tagColourName(hex)).toBe(name);
    expect(tagColourHex(name)).toBe(hex);
    expect(tagColourHex(hex)).toBe(hex);
  });

  it.each([
    ['Light Blue', '#7dd3fc'],
    ['  TEAL ', '#0d9488'],
    ['#DC2626', '#dc2626'],
    ['grey', null],
    ['#123456', null],
    ['rgb(1,2,3)', null],
    ['', null],
  ])('reads the colour %j a client sends as %s', (input, hex) => {
    expect(tagColourHex(input)).toBe(hex);
  });

  it.each([
    ['#7c3aee', 'purple'],
    ['#ff0000', 'red'],
    ['#00ffff', 'cyan'],
    ['#808080', 'gray'],
    ['not a colour', 'gray'],
  ])('names a stored colour off the palette, %s, by its nearest: %s', (hex, name) => {
    expect(tagColourName(hex)).toBe(name);
  });
});

describe('tag permissions (shipment-domain §3: closable only when not automatic and modifiable)', () => {
  it.each([
    [undefined, true],
    [[], true],
    [['MODIFY'], true],
    [['READ', 'MODIFY'], true],
    [['READ'], false],
  ] as const)('actionPermissions %j may modify: %s', (permissions, expected) => {
    expect(canModifyTag(permissions)).toBe(expected);
  });

  it.each([
    [false, ['MODIFY'], true],
    [false, undefined, true],
    [true, ['MODIFY'], false],
    [false, ['READ'], false],
    [true, ['READ'], false],
  ] as const)(
    'automatic %s with %j is closable: %s',
    (isAutomaticallyAssigned, actionPermissions, expected) => {
      expect(isTagClosable({ isAutomaticallyAssigned, actionPermissions })).toBe(expected);
    },
  );

  it('grants MODIFY to tag administrators and READ to everyone else', () => {
    expect(tagActionPermissions(true)).toEqual(['MODIFY']);
    expect(tagActionPermissions(false)).toEqual(['READ']);
  });
});

describe('tag labels (shipment-domain §5)', () => {
  it.each([
    ['Urgent', null],
    ['  ', 'Required'],
    ['x'.repeat(40), null],
    [` ${'x'.repeat(40)} `, null],
    ['x'.repeat(41), '40 maximum characters'],
  ])('%j breaks: %s', (label, message) => {
    expect(tagLabelIssue(label)).toBe(message);
  });
});
