/**
 * Node.js flags the server runs with (`npm start`, the journeys and the benchmarks alike; the
 * package's serve script spells them out too, and a test keeps the two the same).
 *
 * --single-threaded-gc: V8 otherwise hands each young-generation collection to helper threads
 * and waits for them. The product scales by running one process per core (DESIGN §8), so those
 * helpers only compete with the other processes, or with a load generator on the same machine;
 * under load that wait cost more CPU per signed-in call than the call's own work.
 *
 * --no-allocation-site-pretenuring: under load, V8 may see the HTTP objects of the requests in
 * flight survive a young-generation collection and from then on allocate them straight in the
 * old generation ("pretenuring"). They die within milliseconds all the same, so the old
 * generation fills with garbage: each young collection then took 10–15 ms instead of 0.5, full
 * collections ran every few seconds, and collecting cost a fifth of each signed-in call's CPU.
 * Whether it happened changed from run to run; with the flag it never does.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--single-threaded-gc', '--no-allocation-site-pretenuring'];
