/**
 * What `pnpm serve` refuses before it looks for a file, as nginx does: methods other than GET and
 * HEAD (405), and paths that are no valid percent-encoding or hold a NUL byte (400).
 */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

export type RequestRefusal = { readonly status: 400 | 405; readonly reason: string };

export function refuseRequest(method: string | undefined, pathname: string): RequestRefusal | undefined {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method ?? '')) return { status: 405, reason: 'Method Not Allowed' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, reason: 'Bad Request' };
  }
  return decoded.includes('\0') ? { status: 400, reason: 'Bad Request' } : undefined;
}
