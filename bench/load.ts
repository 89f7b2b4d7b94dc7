/** Runs one autocannon load against a URL and keeps the numbers the results report. */
import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
};

export async function runLoad(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: 32, pipelining: 1, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
