// Who is calling: what a verified access token says. Routes get it from the request, jobs build it themselves.

export interface Session {
  userId: number;
  organizationId: number;
  roles: string[];
}
