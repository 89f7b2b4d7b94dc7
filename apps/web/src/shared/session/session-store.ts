/**
 * The signed-in session (bearer token, the account it acts for and, for a team member, who they
 * are and their role), kept in local storage across reloads.
 */
import type { User, UserReply } from '@boothdeck/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Every store the app persists uses this prefix, so sign-out can remove them all. */
export const PERSIST_KEY_PREFIX = 'boothdeck-';

/** The signed-in team member; null for the account's owner. */
export type SessionMember = UserReply['member'];

type SessionState = {
  token: string | null;
  user: User | null;
  member: SessionMember;
  setSession: (token: string, user: User, member?: SessionMember) => void;
  setUser: (user: User, member?: SessionMember) => void;
  clearSession: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      member: null,
      setSession: (token, user, member = null) => set({ token, user, member }),
      setUser: (user, member) => set(member === undefined ? { user } : { user, member }),
      clearSession: () => set({ token: null, user: null, member: null }),
    }),
    {
      name: `${PERSIST_KEY_PREFIX}session`,
      partialize: ({ token, user, member }) => ({ token, user, member }),
    },
  ),
);
