import type { ThemeDocument } from '@/schema/types';

export function SiteFooter({ theme }: { theme: ThemeDocument | undefined }) {
  return (
    <footer className="site-footer">
      <p>© {theme?.brandName ?? 'Croupier'}. 18+ Play responsibly.</p>
    </footer>
  );
}
