/** What a sweep's progress bar says after its counts: the rate so far and the time left at that rate. */

/** `m:ss` or `h:mm:ss`. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function rateNote(done: number, total: number, elapsedMs: number): string {
  if (!done || elapsedMs <= 0) return 'starting';
  const perSecond = done / (elapsedMs / 1000);
  const left = (total - done) / perSecond;
  return `${Math.round(perSecond).toLocaleString('en')} games/s, ${done >= total ? `done in ${clock(elapsedMs / 1000)}` : `${clock(left)} left`}`;
}
