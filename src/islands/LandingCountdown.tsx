import { useEffect, useState } from 'react';
import { type TimeLeft, timeLeft } from '../lib/content/landing-schedule';

interface Props {
  /** The page's end, ISO 8601. */
  ends: string;
  /** The server's clock when it rendered the page: the first render matches its HTML. */
  renderedAt: string;
  words: Record<keyof TimeLeft | 'ended', string>;
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The landing page's countdown: the server renders it, this ticks it once a second. */
export default function LandingCountdown({ ends, renderedAt, words }: Props) {
  const end = new Date(ends);
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now >= end) return <p className="font-semibold">{words.ended}</p>;
  const left = timeLeft(end, now);
  // Four equal columns on a phone: four 64 px boxes and their gaps passed a 320 px screen, and
  // at 58 px a column was narrower than "segundos" in 12 px type. Narrower gaps and padding and
  // 11 px labels leave every word its room at 320 px.
  return (
    <ol className="grid w-full grid-cols-4 gap-1 sm:flex sm:w-auto sm:gap-3" aria-live="off">
      {units.map((unit) => (
        <li key={unit} className="min-w-0 rounded bg-white/15 px-0.5 py-2 text-center sm:min-w-16 sm:px-3">
          <span className="block text-2xl font-bold tabular-nums" data-countdown={unit}>
            {String(left[unit]).padStart(2, '0')}
          </span>
          <span className="block text-[11px] sm:text-xs">{words[unit]}</span>
        </li>
      ))}
    </ol>
  );
}
