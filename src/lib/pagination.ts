/** The page numbers a pager links: the first, the last and two either side of the current one. */
export function pageNumbers(page: number, pages: number): number[] {
  return [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
}
