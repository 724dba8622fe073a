/**
 * Page sizes the footer offers (docs/domain.md "Screens and limits"); addresses use 5 and 10. Apart from the
 * list schemas (shared/api/paging.ts) so a page can show its footer without loading zod
 * (docs/decisions/040-first-screen-javascript.md).
 */
export const pageSizes = [10, 20, 50, 100] as const;
export const addressPageSizes = [5, 10] as const;
