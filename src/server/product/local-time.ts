/** Where "now" comes from: injected, so store hours can be tested at any hour of any day. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export interface LocalTime {
  /** 0 is Monday, as opening hours are stored. */
  weekday: number;
  /** "YYYY-MM-DD" on the local calendar. */
  date: string;
  /** "HH:MM", 24-hour. */
  time: string;
  timeZone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, found);
  }
  return found;
}

const shortDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall-clock day and time at an instant in a time zone (daylight saving included). */
export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = new Map(
    format(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: shortDays.indexOf(parts.get('weekday') ?? ''),
    date: `${parts.get('year')}-${parts.get('month')}-${parts.get('day')}`,
    time: `${parts.get('hour')}:${parts.get('minute')}`,
    timeZone,
  };
}
