/** The signed-in session (bearer token and user), kept in local storage across reloads. */
import type { User } from '@boothdeck/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Every store the app persists uses this prefix, so sign-out can remove them all. */
export const PERSIST_KEY_PREFIX = 'boothdeck-';

type SessionState = {
  token: string | null;
  user: User | null;
  setSession: (token: string, user: User) => void;
  setUser: (user: User) => void;
  clearSession: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      setSession: (token, user) => set({ token, user }),
      setUser: (user) => set({ user }),
      clearSession: () => set({ token: null, user: null }),
    }),
    {
      name: `${PERSIST_KEY_PREFIX}session`,
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);
