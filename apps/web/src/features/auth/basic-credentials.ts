/** HTTP Basic carries UTF-8 bytes; btoa alone would throw on a name such as "lefèvre". */
export function basicCredentials(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
