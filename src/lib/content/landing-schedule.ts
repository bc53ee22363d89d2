/**
 * When a landing page shows (its `starts`, `ends` and `draft`) and how long it has left. Kept
 * apart from the schema so the countdown island ships without zod.
 */
export interface LandingWindow {
  starts: Date;
  ends?: Date | undefined;
  draft: boolean;
}

/** Whether shoppers see the page now: not a draft, and `starts` <= now < `ends`. */
export function isLive(landing: LandingWindow, now: Date): boolean {
  return !landing.draft && landing.starts <= now && (landing.ends === undefined || now < landing.ends);
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `ends`; zeros once it has passed. */
export function timeLeft(ends: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((ends.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
