import { t } from '../lib/i18n.ts';
import { infoPagePath } from './paths.ts';

/** The footer's text pages, one route each in both variants (paths.infoPage). */
export const INFO_PAGES = [
  { slug: 'gioi-thieu', ...t.info.about },
  { slug: 'tro-giup', ...t.info.help },
  { slug: 'dieu-khoan', ...t.info.terms },
  { slug: 'choi-co-trach-nhiem', ...t.info.responsible },
].map((page) => ({ ...page, href: infoPagePath(page.slug) }));
