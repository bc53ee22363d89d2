/** A line of a command's progress: `cl    [#########       ]  30% 600/2000 products`. */
export function progressBar(label: string, done: number, total: number, unit: string): string {
  const width = 30;
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * width);
  return `${label.padEnd(5)} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total} ${unit}`;
}

/**
 * Writes progress to stderr: one line rewritten in place on a terminal, a line per tenth
 * otherwise (a CI log or a file keeps ten lines, not thousands).
 */
export function progressWriter(write: (text: string) => void, interactive: boolean) {
  let lastTenth = -1;
  return (label: string, done: number, total: number, unit: string) => {
    const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
    if (interactive) write(`\r${progressBar(label, done, total, unit)}`);
    else if (tenth !== lastTenth) write(`${progressBar(label, done, total, unit)}\n`);
    lastTenth = tenth;
  };
}
