import { describe, expect, it } from 'vitest';
import { readSearchPageRequest, SEARCH_QUERY_MAX_LENGTH } from './search-page-request';

describe('readSearchPageRequest', () => {
  it('reads the query, its filters and its page of results', () => {
    const request = readSearchPageRequest('?q=%20helm%20&version=V6.2&type=blog&page=3');
    expect(request.query).toBe(' helm ');
    expect(request.filters).toEqual({ version: ['V6.2', 'all'], type: ['blog'] });
    expect(request.paging).toEqual({ offset: 40, limit: 20, eager: 4 });
    expect(request.key).toBe('helm|V6.2|blog|3');
  });

  it('keeps pages without a version unless only docs are asked for', () => {
    expect(readSearchPageRequest('?q=x&version=V5.17&type=docs').filters).toEqual({ version: ['V5.17'], type: ['docs'] });
    expect(readSearchPageRequest('?q=x').filters).toEqual({ version: undefined, type: undefined });
  });

  it('cuts a long query and reads a page number that is not one as the first page', () => {
    expect(readSearchPageRequest(`?q=${'a'.repeat(100)}`).query).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(readSearchPageRequest('?q=x&page=abc').page).toBe(1);
    expect(readSearchPageRequest('?q=x&page=-2').page).toBe(1);
  });
});
