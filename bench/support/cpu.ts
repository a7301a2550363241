import { readdirSync, readFileSync } from 'node:fs';

/** This process's CPU time so far (every thread), in µs. */
export function processCpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Clock ticks per second of /proc's figures (USER_HZ: 100 on Linux everywhere it matters). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time of every PostgreSQL process on this machine so far, in µs, read from /proc (null where
 * there is no /proc). Only meaningful for a database on this machine, and it counts whatever else
 * uses that server meanwhile: the figures print it beside this process's own.
 */
export function postgresCpuMicros(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // Fields after "(comm) ": state is field 3, utime 14 and stime 15 (1-based) of the whole line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}
