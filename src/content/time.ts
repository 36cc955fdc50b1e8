const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/**
 * Hand-rolled rather than Intl: ICU versions differ between the Node that
 * prerenders and the guest's browser (e.g. a narrow no-break space before
 * "PM"), and any difference is a hydration mismatch.
 */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} - ${formatTime(end)}`;
}

/** "Friday, October 25 2024", as the invitation writes it. */
export function formatLongDate(isoDate: string, weekday: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${weekday}, ${MONTHS[month - 1]} ${day} ${year}`;
}
