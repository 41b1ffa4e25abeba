// A marker the map draws as an HTML element above its canvas: a short text (a stop's number) in a shape the
// page styles by kind. Only the type lives here, so pages describe markers without loading MapLibre.

export interface MapMarker {
  id: string;
  position: { lat: number; lng: number };
  /** Drawn inside the marker, e.g. the stop's number. */
  text: string;
  /** Accessible name: what a screen reader says for the marker. */
  label: string;
  /** Styles the marker as `.map-marker--{kind}` (the page's stylesheet says how). */
  kind: string;
}
