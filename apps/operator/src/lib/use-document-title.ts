import { useEffect } from 'react';
import { t } from './i18n.ts';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${t.titleSuffix}`;
  }, [title]);
}
