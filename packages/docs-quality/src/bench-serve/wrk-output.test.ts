import { describe, expect, it } from 'vitest';
import { parseWrkOutput } from './wrk-output';

const output = `Running 20s test @ http://127.0.0.1:4191/no/such/page
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms    1.20ms  40.00ms   90.00%
    Req/Sec     7.80k   500.00    8.50k    70.00%
  Latency Distribution
     50%  850.00us
     75%    2.00ms
     90%    3.00ms
     99%    1.20s
  310000 requests in 20.00s, 4.00GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 310000
Requests/sec:  15500.12
Transfer/sec:    204.80MB
`;

describe('parseWrkOutput', () => {
  it('reads throughput, latency percentiles in any unit, errors and non-2xx', () => {
    expect(parseWrkOutput(output)).toEqual({ requestsPerSecond: 15500.12, p50Ms: 0.85, p99Ms: 1200, requests: 310000, errors: 3, non2xx: 310000 });
  });

  it('counts no errors when wrk prints none', () => {
    const clean = output.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrkOutput(clean)).toMatchObject({ errors: 0, non2xx: 0 });
  });
});
