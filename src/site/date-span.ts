import { formatDate, formatLongDate, MONTHS, partsOf } from "../content/time";

/** A weekend's days: "June 11 – 13 2027", "May 31 – June 1 2027". */
export function formatDateSpan(first: string, last: string): string {
  if (first === last) return formatLongDate(first);
  const [firstYear, firstMonth, firstDay] = partsOf(first);
  const [lastYear, lastMonth] = partsOf(last);
  if (firstYear !== lastYear) return `${formatDate(first)} – ${formatDate(last)}`;
  const start =
    firstMonth === lastMonth ? `${MONTHS[firstMonth - 1]} ${firstDay}` : formatDate(first).replace(/ \d+$/, "");
  return `${start} – ${formatDate(last).replace(firstMonth === lastMonth ? `${MONTHS[lastMonth - 1]} ` : "", "")}`;
}
