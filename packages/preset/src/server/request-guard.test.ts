import { describe, expect, it } from 'vitest';
import { refuseRequest } from './request-guard';

describe('refuseRequest', () => {
  it('lets GET and HEAD of ordinary paths through', () => {
    expect(refuseRequest('GET', '/docs/versions')).toBeUndefined();
    expect(refuseRequest('HEAD', '/%E6%96%87%E6%A1%A3')).toBeUndefined();
  });

  it('refuses other methods with 405', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW', undefined]) {
      expect(refuseRequest(method, '/'), String(method)).toEqual({ status: 405, reason: 'Method Not Allowed' });
    }
  });

  it('refuses a NUL byte and broken percent-encoding with 400', () => {
    expect(refuseRequest('GET', '/index.html%00.png')?.status).toBe(400);
    expect(refuseRequest('GET', '/%E0%A4%A')?.status).toBe(400);
  });
});
