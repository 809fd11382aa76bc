import {describe, expect, it} from 'vitest';
import {announcement, announcementContent, currentLocale} from '../../src/config/announcement';

describe('announcement bar content', () => {
  it('links each locale to the announced page under that locale’s base URL', () => {
    expect(announcementContent('zh-TW', '/ferrypay-docs/')).toContain(`href="/ferrypay-docs/${announcement.link}"`);
    expect(announcementContent('en', '/ferrypay-docs/en/')).toContain(`href="/ferrypay-docs/en/${announcement.link}"`);
  });

  it('shows each locale its own words', () => {
    expect(announcementContent('zh-TW', '/')).toContain('查看版本更新說明');
    expect(announcementContent('en', '/en/')).toMatch(/is live: .*\. <a href="[^"]+">Read the release note<\/a>$/);
  });

  it('escapes the text, which Docusaurus renders as HTML', () => {
    expect(announcementContent('en', '/"><script>/')).not.toContain('<script>');
  });

  it('builds the locale Docusaurus is building, the default one otherwise', () => {
    expect(currentLocale({DOCUSAURUS_CURRENT_LOCALE: 'en'})).toBe('en');
    expect(currentLocale({DOCUSAURUS_CURRENT_LOCALE: 'undefined'})).toBe('zh-TW');
    expect(currentLocale({})).toBe('zh-TW');
  });
});
