/**
 * What every .xlsx export shares (exceljs): a date of the business's calendar written as a date cell, so Excel
 * filters and groups it, and the formats the cells are shown in.
 */

/** A `YYYY-MM-DD` as Excel's date: midnight UTC of that day, so no time zone shifts it; null stays an empty cell. */
export const dateCell = (date: string | null | undefined): Date | null => (date ? new Date(`${date}T00:00:00Z`) : null);

/** A day as an Australian reads it. */
export const dayFormat = 'dd/mm/yyyy';
/** A month (a report of one month). */
export const monthFormat = 'mmm yyyy';
/** Dollars with cents, negatives in red. */
export const moneyFormat = '#,##0.00;[Red]-#,##0.00';
