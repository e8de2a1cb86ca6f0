/** Line icons for the game areas: drawn inline so they look the same on every device (no emoji font needed). */
const PATHS: Record<string, string> = {
  slots: 'M4 5h16v14H4z M8 9v6 M12 9v6 M16 9v6 M20 8h2v5',
  live: 'M6 3h9l3 3v15H6z M9 8l3 3 3-3 M12 11v6',
  sports: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7l4 3-1.5 5h-5L8 10z',
  fish: 'M3 12c4-6 10-6 14 0c-4 6-10 6-14 0z M17 12l4-4v8z M8 11h.01',
  lottery: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M9 9h.01M15 9h.01M12 13h.01M9 16h6',
  poker: 'M12 3c3 4 7 6 7 10a4 4 0 0 1-7 2a4 4 0 0 1-7-2c0-4 4-6 7-10z M12 15v6M9 21h6',
  esports: 'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-2a4 4 0 0 1 4-4z M7 11v3M5.5 12.5h3M16 12h.01M18 14h.01',
  promo: 'M4 10h16v11H4z M2 6h20v4H2z M12 6v15 M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
};

export function CategoryIcon({ name }: { name: string }) {
  return (
    <svg className="tiles__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name] ?? PATHS['slots']} />
    </svg>
  );
}
