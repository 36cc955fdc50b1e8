export function daysOf<Event extends { date: string }>(events: Event[]): { date: string; events: Event[] }[] {
  const days: { date: string; events: Event[] }[] = [];
  for (const event of events) {
    const last = days.at(-1);
    if (last?.date === event.date) last.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
}
