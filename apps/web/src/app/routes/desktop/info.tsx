import { useParams } from 'wouter';
import { InfoArticle } from '../../../components/ui/info-page.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { INFO_PAGES } from '../../../config/info-pages.ts';

export default function DesktopInfoPage() {
  const { page } = useParams<{ page: string }>();
  const info = INFO_PAGES.find((p) => p.slug === page);
  return info ? <InfoArticle title={info.title} body={info.body} /> : <NotFound />;
}
