/** The health check's one question: does the database answer? */
import type { DatabaseHandle } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';

export type DatabaseHealth = { answers: true } | { answers: false; error: unknown };
export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(database: DatabaseHandle) {
  return {
    dialect: database.dialect,
    async checkDatabase(): Promise<DatabaseHealth> {
      try {
        await pingDatabase(database.db);
        return { answers: true };
      } catch (error) {
        return { answers: false, error };
      }
    },
  };
}
