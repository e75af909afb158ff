import type { Profile } from '../../shared/profile';

/** A profile as the server sends it; empty unless a test says otherwise. */
export function createProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    fullName: null,
    age: null,
    gender: null,
    conditions: [],
    location: null,
    updatedAt: null,
    ...overrides,
  };
}

/** A JSON answer from the stand-in server at the network edge. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
