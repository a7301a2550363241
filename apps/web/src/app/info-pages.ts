import { t } from '../lib/i18n.ts';

/** The footer's text pages, one route each in both variants. */
export const INFO_PAGES = [
  { slug: 'gioi-thieu', ...t.info.about },
  { slug: 'tro-giup', ...t.info.help },
  { slug: 'dieu-khoan', ...t.info.terms },
  { slug: 'choi-co-trach-nhiem', ...t.info.responsible },
] as const;
