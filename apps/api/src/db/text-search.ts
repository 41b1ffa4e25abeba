// Case-insensitive "contains" searches: what a user types is matched literally, so % and _ in it are text.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
