import {describe, expect, it} from 'vitest';
import {archivePathOf} from '../../src/components/BlogListHeader/archivePath';

describe("a blog list page's link to the blog's archive", () => {
  it('leads from the first list page to the archive under it, in either locale', () => {
    expect(archivePathOf('/ferrypay-docs/blog')).toBe('/ferrypay-docs/blog/archive');
    expect(archivePathOf('/ferrypay-docs/en/release-note')).toBe('/ferrypay-docs/en/release-note/archive');
    expect(archivePathOf('/blog/')).toBe('/blog/archive');
  });

  it('leads from a later list page to the same archive as the first', () => {
    expect(archivePathOf('/ferrypay-docs/release-note/page/2')).toBe('/ferrypay-docs/release-note/archive');
    expect(archivePathOf('/en/blog/page/12/')).toBe('/en/blog/archive');
  });
});
