/**
 * The date written into every PDF: fixed, so the same input gives the same bytes (pdfkit derives
 * the file ID from it), or SOURCE_DATE_EPOCH when the environment sets one (reproducible builds).
 */

/** 2000-01-01T00:00:00Z: any fixed date would do; this one reads as "not a real date". */
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1));

export function documentDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : FIXED_DATE;
}
