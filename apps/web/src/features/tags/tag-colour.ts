import type { TagColourName } from '@cargolens/domain/tags';

/** The catalogue key of a colour name: "light blue" is `lightBlue` in the `tagColour` section. */
export function tagColourKey(name: TagColourName) {
  return name === 'light blue' ? 'lightBlue' : name;
}
