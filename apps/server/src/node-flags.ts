/**
 * Node.js flags the server runs with (`npm start`, the journeys and the benchmarks alike; the
 * package's serve script spells them out too, and a test keeps the two the same).
 *
 * --single-threaded-gc: V8 otherwise hands each young-generation collection to helper threads
 * and waits for them. The product scales by running one process per core (DESIGN §8), so those
 * helpers only compete with the other processes, or with a load generator on the same machine;
 * under load that wait cost more CPU per signed-in call than the call's own work.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--single-threaded-gc'];
